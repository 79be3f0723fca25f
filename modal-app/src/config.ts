/** The cloud the modal calls. Filled into index.html by the server that hosts the modal, so one build serves any deployment. */
export function readCloudUrl(doc: Document = document): string {
  const value = doc.querySelector('meta[name="airlock-cloud-url"]')?.getAttribute('content') ?? ''
  return /^https?:\/\//.test(value) ? value.replace(/\/$/, '') : 'http://127.0.0.1:8787'
}

let hostOrigin = ''

/** The embedding page's origin (from the browser, not from any message); the cloud checks it against the project. */
export function setHostOrigin(origin: string) {
  hostOrigin = origin
}

export const getHostOrigin = () => hostOrigin
