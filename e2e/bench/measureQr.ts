import type { Browser } from 'playwright-core'
import { whenPainted } from './framePaint.ts'

/**
 * Cold: fresh page, open(), then the time inside the modal frame from the WalletConnect row's click
 * to the QR code (pairing URI drawn as SVG) on screen. With `dwellMs` 0 the click comes the moment
 * the modal is ready (the WalletConnect chunk, the core's init and the relay round trips all in the
 * figure); with a dwell, the visitor reads the list first, as the modal's idle-time pairing expects.
 */
export async function measureQr(
  browser: Browser,
  url: string,
  modalUrl: string,
  count: number,
  dwellMs = 0,
): Promise<{ qrMs: number[]; longTaskMs: number[] }> {
  const samples = { qrMs: [] as number[], longTaskMs: [] as number[] }
  for (let i = 0; i < count; i++) {
    const context = await browser.newContext()
    // The modal's main-thread long tasks from its start to the QR: what a visitor's input could wait behind.
    await context.addInitScript(
      `if (location.origin === ${JSON.stringify(new URL(modalUrl).origin)}) { window.__longTasks = 0; try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks += e.duration }).observe({ type: 'longtask', buffered: true }) } catch {} }`,
    )
    const page = await context.newPage()
    await page.goto(url)
    await page.waitForFunction(
      () =>
        (window as unknown as { airlock?: { getState(): { initialized: boolean } } }).airlock?.getState()
          .initialized,
    )
    await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
    const frame = page.frames().find((f) => f.url().startsWith(modalUrl))
    if (!frame) throw new Error('modal frame not found')
    // A benchmark may wait: this is the visitor's reading time, not a condition.
    if (dwellMs) await page.waitForTimeout(dwellMs)
    const ms = await whenPainted(frame, {
      click: '[data-testid="walletconnect"]',
      until: '[data-testid="wc-qr"] svg',
    })
    samples.qrMs.push(ms)
    samples.longTaskMs.push((await frame.evaluate('window.__longTasks')) as number)
    await context.close()
  }
  return samples
}

/**
 * WalletConnect-only apps (`adapters: []`): from the host's `open()` call to the QR code painted in
 * the modal frame, cold. The two frames' clocks are compared on the shared time origin.
 */
export async function measureOpenToQr(
  browser: Browser,
  url: string,
  modalUrl: string,
  count: number,
): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(url)
    const ready = `new Promise((resolve) => { const check = () => window.airlock?.getState().initialized ? resolve(true) : setTimeout(check, 10); check() })`
    await page.evaluate(ready)
    await page.evaluate(
      `window.airlock.destroy(); window.airlock = window.Airlock.createAppKit({ projectId: 'airlock-demo', adapters: [], networks: [window.Airlock.networks.anvil] })`,
    )
    await page.evaluate(ready)
    const start = (await page.evaluate(
      'const t = performance.timeOrigin + performance.now(); window.airlock.open(); t',
    )) as number
    const frame = page.frames().find((f) => f.url().startsWith(modalUrl))
    if (!frame) throw new Error('modal frame not found')
    const painted = await whenPainted(frame, { until: '[data-testid="wc-qr"] svg', absolute: true })
    samples.push(painted - start)
    await context.close()
  }
  return samples
}
