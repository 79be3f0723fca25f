/**
 * The scripts a modal page load fetches before it is initialized, from the built
 * modal-app/dist/index.html: the ones its inline boot adds after the page's load
 * (`<meta name="airlock-app">`: the entry, then the chunks it preloads), and any script or module
 * preload the HTML itself lists. What `npm run size` holds to its budget and the benches report.
 */
export function modalInitialScripts(html: string): string[] {
  const scripts = new Set<string>()
  const listed = html.match(/<meta name="airlock-app" content="([^"]*)"/)?.[1]
  for (const name of listed?.split(' ') ?? []) if (name.endsWith('.js')) scripts.add(name)
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(src as string)
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    scripts.add(href as string)
  return [...scripts]
}
