import { accounts, expect, injectWallet, test, urls, waitReady } from '../fixtures/test.ts'

test('the modal iframe runs out of process, sandboxed, on its own origin', async ({ page, browser }) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: { type: string; url: string }[]
  }
  const frames = targetInfos.filter((t) => t.type === 'iframe')
  expect(frames.map((t) => t.url)).toContain(`${urls.modal}/?projectId=airlock-demo`)
  await cdp.detach()

  const iframe = page.locator('iframe[data-airlock-frame]')
  expect((await iframe.getAttribute('sandbox'))?.split(' ').sort()).toEqual([
    'allow-same-origin',
    'allow-scripts',
  ])
  await expect(iframe).toHaveAttribute('src', `${urls.modal}/?projectId=airlock-demo`)
  // The host page cannot reach into the modal.
  const reach = await page.evaluate(() => {
    try {
      return String(
        (document.querySelector('iframe[data-airlock-frame]') as HTMLIFrameElement).contentWindow?.document,
      )
    } catch (error) {
      return (error as Error).name
    }
  })
  expect(reach).toBe('SecurityError')
  // Exactly one frame is injected.
  await expect(page.locator('iframe')).toHaveCount(1)
})
