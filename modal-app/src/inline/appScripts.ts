/**
 * Adds the app's scripts (named by the build in `<meta name="airlock-app">`: the entry, then the
 * chunks to preload) once the page has loaded. Listed in the HTML, they would hold the modal's load
 * event until fetched, and with it the host page's own load event whenever the host starts the frame
 * while it is still loading; added after it, they hold nothing. The dialog the build rendered is on
 * screen meanwhile. An embedded modal calls this once the host has answered (EarlyBoot.whenAnswered),
 * and the entry waits for that answer before it evaluates the app anyway.
 */
export function loadAppScripts(win: Window, doc: Document): void {
  const names = doc.querySelector('meta[name="airlock-app"]')?.getAttribute('content')?.split(' ')
  const [entry, ...preloads] = names?.filter(Boolean) ?? []
  if (!entry) return
  const add = () => {
    for (const href of preloads) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      doc.head.appendChild(link)
    }
    const script = doc.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    doc.head.appendChild(script)
  }
  if (doc.readyState === 'complete') add()
  else win.addEventListener('load', add, { once: true })
}
