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

/**
 * The embedded wallet's origin (its frame and its service), filled into index.html at serve time like the
 * cloud URL. Empty when the deployment has none: email and social login are then not offered.
 */
export function readWalletUrl(doc: Document = document): string {
  const value = doc.querySelector('meta[name="airlock-wallet-url"]')?.getAttribute('content') ?? ''
  return /^https?:\/\/[^/\s]+$/.test(value.replace(/\/$/, '')) ? value.replace(/\/$/, '') : ''
}
