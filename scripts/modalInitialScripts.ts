import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The scripts a modal page load fetches before it is initialized, from the built
 * modal-app/dist/index.html: the ones its inline boot adds after the page's load
 * (`<meta name="airlock-app">`: the entry, then the chunks it preloads), and any script or module
 * preload the HTML itself lists. With the scripts inline in the HTML (`modalInlineScripts`), what
 * `npm run size` holds to its budget and the benches report.
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

/**
 * The code of the scripts written into the HTML itself (the inline boot): JS the page runs before it
 * is initialized as much as the files, so it counts toward the same budget. Data blocks (a JSON
 * `type`) are not code.
 */
export function modalInlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes as string)) continue
    const type = (attributes as string).match(/\stype="([^"]*)"/)?.[1]
    if (type && type !== 'module' && !/javascript/.test(type)) continue
    if ((code as string).trim()) scripts.push(code as string)
  }
  return scripts
}

export interface ModalInitialSize {
  /** Script files fetched. */
  files: number
  /** Scripts inline in the HTML. */
  inline: number
  /** Bytes of all of them, raw and at gzip -9 (each compressed on its own, as each file is served). */
  raw: number
  gzip: number
  /** The inline scripts' share of `gzip`. */
  inlineGzip: number
}

/** The modal's initial JS in a built `dist`: the files the page loads and the scripts inline in it. */
export function modalInitialSize(dist: string): ModalInitialSize {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const files = modalInitialScripts(html).map((script) => readFileSync(join(dist, script.replace(/^\//, ''))))
  const inline = modalInlineScripts(html).map((code) => Buffer.from(code))
  const gz = (code: Buffer) => gzipSync(code, { level: 9 }).length
  const sum = (codes: Buffer[], size: (code: Buffer) => number) =>
    codes.reduce((total, code) => total + size(code), 0)
  const inlineRaw = sum(inline, (code) => code.length)
  const inlineGzip = sum(inline, gz)
  return {
    files: files.length,
    inline: inline.length,
    raw: sum(files, (code) => code.length) + inlineRaw,
    gzip: sum(files, gz) + inlineGzip,
    inlineGzip,
  }
}
