import type { Page } from '@playwright/test'
import { holder, openAccount } from '../fixtures/account.ts'
import { expect, modal, modalFrame, test } from '../fixtures/test.ts'

// Issue 36, defect 12 for every view: the card is at most 80% of the window (AppKit's cap on its list),
// and a view taller than that scrolls its list inside itself while its heading parts and main action
// stay in sight. A short window makes Account and Buy taller than the cap.
test.use({ viewport: { width: 1280, height: 640 } })

interface Box {
  top: number
  bottom: number
  height: number
}

/** The element's box in the modal frame, and whether it scrolls (more inside than it shows). */
const measure = (page: Page, testId: string) =>
  modalFrame(page)
    .locator(`[data-testid="${testId}"]`)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return {
        top: r.top,
        bottom: r.bottom,
        height: r.height,
        scrolls: el.scrollHeight > el.clientHeight + 1,
      }
    })

/** `inner` lies wholly in the card's visible box: nothing needed is below a fold. */
function expectInside(inner: Box, card: Box) {
  expect(inner.top).toBeGreaterThanOrEqual(card.top - 1)
  expect(inner.bottom).toBeLessThanOrEqual(card.bottom + 1)
}

test('Account and Buy in a short window: the card within 80%, the list scrolls, Disconnect and Buy stay', async ({
  page,
}) => {
  await openAccount(page, holder.privateKey)
  const m = modal(page)
  await m.locator('[data-testid="account-tab-activity"]').click()
  await expect(m.locator('[data-testid="activity-row"]').first()).toBeVisible()

  const card = await measure(page, 'airlock-modal')
  expect(card.height).toBeLessThanOrEqual(640 * 0.8 + 1)
  // The tab's list scrolls inside the card; the total above it and Disconnect below it are in sight.
  expect((await measure(page, 'account-tabpanel')).scrolls).toBe(true)
  expectInside(await measure(page, 'account-total'), card)
  expectInside(await measure(page, 'account-disconnect'), card)

  await m.locator('[data-testid="account-onramp"]').click()
  await expect(m.locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'OnRamp')
  await m.locator('[data-testid="onramp-preset"]').filter({ hasText: '$50' }).click()
  await expect(m.locator('[data-testid="onramp-buy"]')).toBeEnabled()
  const buyCard = await measure(page, 'airlock-modal')
  expect(buyCard.height).toBeLessThanOrEqual(640 * 0.8 + 1)
  // The form scrolls; 'Buy with <Provider>' is in sight under it without scrolling.
  expect((await measure(page, 'onramp-fields')).scrolls).toBe(true)
  expectInside(await measure(page, 'onramp-buy'), buyCard)
})
