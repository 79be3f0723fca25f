import type { Browser } from 'playwright-core'

/**
 * Cold: fresh page, open(), then the time inside the modal frame from the WalletConnect row's click
 * to the QR code (pairing URI drawn as SVG) on screen. Includes loading the WalletConnect chunk,
 * the core's init and the relay round trips.
 */
export async function measureQr(
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
    await page.waitForFunction(
      () =>
        (window as unknown as { airlock?: { getState(): { initialized: boolean } } }).airlock?.getState()
          .initialized,
    )
    await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
    const frame = page.frames().find((f) => f.url().startsWith(modalUrl))
    if (!frame) throw new Error('modal frame not found')
    // A string, so the bundler's helpers (tsx adds __name) never reach the page.
    const ms = (await frame.evaluate(`new Promise((resolve, reject) => {
      const t0 = performance.now()
      document.querySelector('[data-testid="walletconnect"]').click()
      function check() {
        if (document.querySelector('[data-testid="wc-qr"] svg')) return requestAnimationFrame(() => resolve(performance.now() - t0))
        if (performance.now() - t0 > 20000) return reject(new Error('no QR within 20 s'))
        requestAnimationFrame(check)
      }
      check()
    })`)) as number
    samples.push(ms)
    await context.close()
  }
  return samples
}
