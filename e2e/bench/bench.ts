/**
 * `npm run bench`: the walking skeleton's figures. Not a test: it prints numbers and asserts nothing.
 * - host-sdk IIFE size (raw and gzip -9)
 * - modal-app initial JS (the scripts and module preloads index.html loads, and its inline boot, gzip -9)
 * - median time from `open()` to the Connect view on screen, over 20 opens in headless Chromium
 * - time from choosing WalletConnect to a scannable QR code
 * - time from connecting a browser wallet to the Tokens tab painted
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { modalInitialSize } from '../../scripts/modalInitialScripts.ts'
import { startStack } from '../../scripts/stack.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { measureOpens } from './measureOpens.ts'
import { measureOpenToQr, measureQr } from './measureQr.ts'
import { measureConnectToTokens } from './measureTokens.ts'
import { summarize } from './summarize.ts'

const root = join(import.meta.dirname, '..', '..')
const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`

function hostSdkSize() {
  const file = readFileSync(join(root, 'host-sdk', 'dist', 'airlock.iife.js'))
  return { raw: file.length, gzip: gz(file) }
}

const host = hostSdkSize()
const modal = modalInitialSize(join(root, 'modal-app', 'dist'))
console.log(`host-sdk IIFE: ${kb(host.raw)} raw, ${kb(host.gzip)} gzipped (target <= 8 KB)`)
console.log(
  `modal-app initial JS: ${modal.files} files and ${modal.inline} inline script, ${kb(modal.raw)} raw, ${kb(modal.gzip)} gzipped`,
)

const stack = await startStack({ demoPort: 25173, modalPort: 25174, cloudPort: 28787, anvilPort: 28545 })
// Measured once every file is compressed, as a CDN serves them: until then brotli's best level takes
// one of the machine's two cores, and the first QR runs paid for it.
await stack.warmedUp
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const page = `${stack.urls.demo}/script.html`

/** One figure's line: its median, min and max, and its target when it has one. */
function report(label: string, samples: number[], targetMs?: number) {
  const { median, min, max } = summarize(samples)
  const target = targetMs === undefined ? '' : `; target <= ${targetMs} ms`
  console.log(
    `${label}: median ${median.toFixed(1)} ms (min ${min.toFixed(1)}, max ${max.toFixed(1)}${target})`,
  )
}

try {
  report('open() -> Connect view visible, 20 opens', await measureOpens(browser, page, 20), 50)
  const qrFigures = [
    ['the moment the modal is ready', 0, undefined],
    ['0.5 s after open (a quick visitor)', 500, 150],
    ['3 s after open (pairing prepared in idle time)', 3_000, 150],
  ] as const
  for (const [when, dwellMs, targetMs] of qrFigures) {
    const { qrMs, longTaskMs } = await measureQr(browser, page, stack.urls.modal, 5, dwellMs)
    report(`WalletConnect row click -> scannable QR, ${when}, 5 cold runs`, qrMs, targetMs)
    // WalletConnect's SDK runs in a worker: what is left here is the app's own start.
    report(`  the modal's main-thread long tasks, its start to that QR (sum per run)`, longTaskMs)
  }
  report(
    'open() -> scannable QR, WalletConnect-only app (adapters: []), 5 cold runs',
    await measureOpenToQr(browser, page, stack.urls.modal, 5),
  )
  report(
    'connect (wallet row click) -> Tokens tab painted, 5 cold runs',
    await measureConnectToTokens(browser, page, stack.urls.modal, stack.urls.anvil, 5),
  )
} finally {
  await browser.close()
  await stack.stop()
}
