/**
 * `npm run bench`: the walking skeleton's figures. Not a test: it prints numbers and asserts nothing.
 * - host-sdk IIFE size (raw and gzip -9)
 * - modal-app initial JS (the scripts and module preloads index.html loads, gzip -9)
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
console.log(`modal-app initial JS: ${modal.files} files, ${kb(modal.raw)} raw, ${kb(modal.gzip)} gzipped`)

const stack = await startStack({ demoPort: 25173, modalPort: 25174, cloudPort: 28787, anvilPort: 28545 })
// Measured once every file is compressed, as a CDN serves them: until then brotli's best level takes
// one of the machine's two cores, and the first QR runs paid for it.
await stack.warmedUp
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
try {
  const samples = await measureOpens(browser, `${stack.urls.demo}/script.html`, 20)
  const s = summarize(samples)
  console.log(
    `open() -> Connect view visible, ${samples.length} opens: median ${s.median.toFixed(1)} ms ` +
      `(min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)}; target <= 50 ms)`,
  )
  const qr = summarize(await measureQr(browser, `${stack.urls.demo}/script.html`, stack.urls.modal, 5))
  console.log(
    `WalletConnect row click -> scannable QR, the moment the modal is ready, 5 cold runs: median ${qr.median.toFixed(1)} ms ` +
      `(min ${qr.min.toFixed(1)}, max ${qr.max.toFixed(1)})`,
  )
  const glance = summarize(
    await measureQr(browser, `${stack.urls.demo}/script.html`, stack.urls.modal, 5, 500),
  )
  console.log(
    `WalletConnect row click -> scannable QR, 0.5 s after open (a quick visitor), 5 cold runs: median ${glance.median.toFixed(1)} ms ` +
      `(min ${glance.min.toFixed(1)}, max ${glance.max.toFixed(1)}; target <= 150 ms)`,
  )
  const read = summarize(
    await measureQr(browser, `${stack.urls.demo}/script.html`, stack.urls.modal, 5, 3_000),
  )
  console.log(
    `WalletConnect row click -> scannable QR, 3 s after open (pairing prepared in idle time), 5 cold runs: median ${read.median.toFixed(1)} ms ` +
      `(min ${read.min.toFixed(1)}, max ${read.max.toFixed(1)}; target <= 150 ms)`,
  )
  const basic = summarize(
    await measureOpenToQr(browser, `${stack.urls.demo}/script.html`, stack.urls.modal, 5),
  )
  console.log(
    `open() -> scannable QR, WalletConnect-only app (adapters: []), 5 cold runs: median ${basic.median.toFixed(1)} ms ` +
      `(min ${basic.min.toFixed(1)}, max ${basic.max.toFixed(1)})`,
  )
  const tokens = summarize(
    await measureConnectToTokens(
      browser,
      `${stack.urls.demo}/script.html`,
      stack.urls.modal,
      stack.urls.anvil,
      5,
    ),
  )
  console.log(
    `connect (wallet row click) -> Tokens tab painted, 5 cold runs: median ${tokens.median.toFixed(1)} ms ` +
      `(min ${tokens.min.toFixed(1)}, max ${tokens.max.toFixed(1)})`,
  )
} finally {
  await browser.close()
  await stack.stop()
}
