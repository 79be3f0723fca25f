import { dialog } from '../fixtures/embedded.ts'
import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

test('Sign in with Apple: the answer is a form_post to the callback, the window finishes it, and the next sign-in (no name sent) is the same account', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="social-more"]').click()
  const popupOpened = page.waitForEvent('popup')
  // Read while the request is held: once it goes on, the window may close (its raw headers gone with it).
  let posted: { origin: string | undefined; body: string | null } | undefined
  await page.context().route(`${urls.wallet}/social/callback`, async (route) => {
    const request = route.request()
    if (request.method() === 'POST')
      posted = { origin: (await request.allHeaders()).origin, body: request.postData() }
    await route.continue()
  })
  await modal(page).locator('[data-testid="social-apple"]').click()
  const popup = await popupOpened
  const closed = popup.waitForEvent('close')
  await expect(dialog(page)).toHaveAttribute('data-view', 'ConnectingSocial')
  // The stand-in's page posts the answer (code, state, and the name in `user`) like Apple's does.
  await closed
  expect(posted?.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(posted?.body).toMatch(/(^|&)user=/)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(modal(page).locator('[data-testid="account-social"]')).toHaveAttribute(
    'data-provider',
    'apple',
  )
  await expect(modal(page).locator('[data-testid="account-social"]')).toContainText('alice@apple.example')
  const first = (await page.locator('#address').textContent()) ?? ''
  expect(first).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // Again, as Apple does, without the name: the same account.
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#address')).toHaveText(first)
  await page.locator('#disconnect').click()
  await expect(page.locator('#status')).toHaveText('disconnected')
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="social-more"]').click()
  const again = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="social-apple"]').click()
  await (await again).waitForEvent('close')
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(first)
})
