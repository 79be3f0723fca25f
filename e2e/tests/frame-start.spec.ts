import type { Page } from '@playwright/test'
import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

/** The host's view of the modal: `airlock.getState()` on the demo page. */
const stateOf = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { airlock: { getState(): { open: boolean; initialized: boolean } } }
    ).airlock.getState(),
  )

// The modal's frame is created after the host's load event (and an idle moment), never before it: a
// frame started earlier holds the host's load event until the modal has loaded (even a lazily loaded
// one). Here an image holds the host's load and the modal's document is held too: the host must still
// load, and the modal must start right after.
test("the modal frame never holds the host page's load event and starts right after it", async ({ page }) => {
  let releaseModal: () => void = () => undefined
  const modalGate = new Promise<void>((resolve) => {
    releaseModal = resolve
  })
  let held = 0
  await page.route(
    (url) => url.origin === urls.modal && url.pathname === '/',
    async (route) => {
      held++
      await modalGate
      await route.continue().catch(() => undefined)
    },
  )
  let releaseImage: () => void = () => undefined
  const imageGate = new Promise<void>((resolve) => {
    releaseImage = resolve
  })
  await page.route(`${urls.demo}/held.png`, async (route) => {
    await imageGate
    await route.fulfill({ status: 404 }).catch(() => undefined)
  })
  await page.addInitScript(() => {
    if (window.top !== window) return
    // A slow image in the document: the host's load event waits for it.
    const image = document.createElement('img')
    image.src = '/held.png'
    document.documentElement.appendChild(image)
  })

  await page.goto(`${urls.demo}/`, { waitUntil: 'commit' })
  // The host page has run its script and rendered; its load event waits for the image.
  await expect(page.locator('#open')).toBeVisible()
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCount(0)

  // Loaded, the host mounts the frame, and nothing of the modal's holds the host.
  releaseImage()
  await page.waitForFunction(() => document.readyState === 'complete')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCount(1)
  await expect.poll(() => held).toBe(1)
  expect((await stateOf(page)).initialized).toBe(false)

  releaseModal()
  await waitReady(page)
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
})

test('open() says open in the same task and shows the rendered dialog; close() hides it again', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  // The Connect view with its rows is rendered in the hidden dialog before open() is called.
  await expect(
    modal(page).locator('[data-testid="airlock-modal"] [data-testid="walletconnect"]'),
  ).toHaveCount(1)
  const now = await page.evaluate(() => {
    const airlock = (
      window as unknown as { airlock: { open(): Promise<void>; getState(): { open: boolean } } }
    ).airlock
    void airlock.open()
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-airlock-frame]')
    return { open: airlock.getState().open, opacity: frame?.style.opacity }
  })
  expect(now).toEqual({ open: true, opacity: '1' })
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
  // The modal's own snapshot agrees once it has taken the call, and the state stays open.
  await expect(modal(page).locator('.al-closed')).toHaveCount(0)
  expect((await stateOf(page)).open).toBe(true)
  await page.keyboard.press('Escape')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
  expect((await stateOf(page)).open).toBe(false)
})
