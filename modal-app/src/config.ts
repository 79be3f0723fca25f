/** The cloud the modal calls. Filled into index.html by the server that hosts the modal, so one build serves any deployment. */
export function readCloudUrl(doc: Document = document): string {
  const value = doc.querySelector('meta[name="airlock-cloud-url"]')?.getAttribute('content') ?? ''
  return /^https?:\/\//.test(value) ? value.replace(/\/$/, '') : 'http://127.0.0.1:8787'
}
