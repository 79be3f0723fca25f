import type { Browser } from 'playwright-core'

interface BenchAppKit {
  open(): Promise<void>
  getState(): { open: boolean; initialized: boolean }
  subscribeState(cb: (state: { open: boolean }) => void): () => void
}

/**
 * Cold opens: each sample is a fresh page load, then one `open()`. The clock runs in the host page
 * from the `open()` call to the first host animation frame after the modal has reported itself
 * open (its React commit is done and the iframe is shown), i.e. the frame that puts it on screen.
 */
export async function measureOpens(browser: Browser, url: string, count: number): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(url)
    await page.waitForFunction(
      () => (window as unknown as { airlock?: BenchAppKit }).airlock?.getState().initialized,
    )
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const airlock = (window as unknown as { airlock: BenchAppKit }).airlock
          const t0 = performance.now()
          const unsubscribe = airlock.subscribeState((state) => {
            if (!state.open) return
            unsubscribe()
            requestAnimationFrame(() => resolve(performance.now() - t0))
          })
          void airlock.open()
        }),
    )
    const view = await page
      .frameLocator('iframe[data-airlock-frame]')
      .locator('[data-testid="airlock-modal"]')
      .getAttribute('data-view')
    if (view !== 'Connect') throw new Error(`Expected the Connect view, saw ${view}`)
    samples.push(ms)
    await context.close()
  }
  return samples
}
