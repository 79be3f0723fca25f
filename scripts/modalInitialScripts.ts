import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

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

/** The modal's initial JS in a built `dist`: how many files, their bytes raw and at gzip -9. */
export function modalInitialSize(dist: string): { files: number; raw: number; gzip: number } {
  const scripts = modalInitialScripts(readFileSync(join(dist, 'index.html'), 'utf8'))
  let raw = 0
  let gzip = 0
  for (const script of scripts) {
    const code = readFileSync(join(dist, script.replace(/^\//, '')))
    raw += code.length
    gzip += gzipSync(code, { level: 9 }).length
  }
  return { files: scripts.length, raw, gzip }
}
