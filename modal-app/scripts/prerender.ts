/**
 * After `vite build`: writes into dist/index.html what the modal needs before its code has loaded,
 * so the host can show the Connect dialog as soon as the HTML has parsed (issue 13):
 * - the dialog, rendered by the app's own components (src/inline/renderDialog.tsx);
 * - the stylesheet, inline, so neither the paint nor the handshake waits for a second request;
 * - the inline boot (src/inline/inlineBoot.ts): the handshake's first half, the theme, early input.
 */
import { readFileSync, writeFileSync } from 'node:fs'

import { join } from 'node:path'
import { build } from 'esbuild'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')

/** The inline boot, one minified script for the page (a browser bundle of its own). */
async function inlineBoot(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'src/inline/inlineBoot.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2022',
    logLevel: 'warning',
  })
  return (result.outputFiles[0]?.text ?? '').trim().replace(/<\/script/gi, '<\\/script')
}

/** The app's own components rendered here in Node (tsx loads them), with React's production build. */
async function renderDialog(): Promise<string> {
  process.env.NODE_ENV = 'production'
  const { renderDialog } = await import('../src/inline/renderDialog.tsx')
  return renderDialog()
}

const htmlPath = join(dist, 'index.html')
let html = readFileSync(htmlPath, 'utf8')
const stylesheet = html.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/)
if (!stylesheet?.[1]) throw new Error('prerender: no stylesheet link in dist/index.html')
const css = readFileSync(join(dist, stylesheet[1]), 'utf8')
html = html.replace(stylesheet[0], () => `<style>${css}</style>`)
const dialog = await renderDialog()
if (!dialog.includes('data-testid="walletconnect"'))
  throw new Error('prerender: the dialog has no WalletConnect row')
// The app's scripts leave the head: the inline boot adds them once the page has loaded (appScripts.ts),
// so nothing holds the modal's load event, nor the host page's when the host starts the frame early.
const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/)
if (!entry?.[1]) throw new Error('prerender: no module entry in dist/index.html')
html = html.replace(entry[0], '')
const preloads: string[] = []
html = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
  preloads.push(href)
  return ''
})
const scripts = [entry[1], ...preloads].join(' ')
html = html.replace('</title>', () => `</title>\n    <meta name="airlock-app" content="${scripts}" />`)
const boot = await inlineBoot()
html = html.replace('<div id="root"></div>', () => `<div id="root">${dialog}</div><script>${boot}</script>`)
writeFileSync(htmlPath, html)
console.log(
  `prerender: dialog ${dialog.length} B, stylesheet ${css.length} B, inline boot ${boot.length} B, app scripts ${scripts}`,
)
