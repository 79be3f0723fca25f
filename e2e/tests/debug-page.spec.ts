import { expect, test, urls } from '../fixtures/test.ts'

test('a direct visit of the modal URL shows the debug page with its state', async ({ page }) => {
  await page.goto(`${urls.modal}/`)
  await expect(page.locator('[data-testid="debug-page"]')).toBeVisible()
  const state = JSON.parse((await page.locator('[data-testid="debug-state"]').textContent()) ?? '{}')
  expect(state.snapshot).toMatchObject({ status: 'disconnected', open: false })
  expect(state.cloudUrl).toBe(urls.cloud)
  expect(state.persisted).toMatchObject({ connectionStatus: 'disconnected' })
  // The IIFE for the two-line include is served from the modal's origin.
  const script = await page.evaluate(async () => {
    const response = await fetch('/airlock.js')
    return { ok: response.ok, type: response.headers.get('content-type'), text: await response.text() }
  })
  expect(script).toMatchObject({ ok: true, type: 'text/javascript; charset=utf-8' })
  expect(script.text).toContain('createAppKit')
})
