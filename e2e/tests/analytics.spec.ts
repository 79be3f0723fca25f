import {
  accounts,
  analyticsEvents,
  connect,
  expect,
  injectWallet,
  modal,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'

async function eventsSince(since: number) {
  return (await analyticsEvents()).filter((e) => e.timestamp >= since).reverse()
}

test('the modal reports its events to the cloud analytics sink', async ({ page }) => {
  const since = Date.now()
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await connect(page)
  await modal(page).locator('[data-testid="account-disconnect"]').click()
  await page.keyboard.press('Escape')
  await expect
    .poll(async () => (await eventsSince(since)).map((e) => e.props.event))
    .toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE'])
  const [open] = await eventsSince(since)
  expect(open?.domain).toBe('app.localhost')
  const connected = (await eventsSince(since)).find((e) => e.props.event === 'CONNECT_SUCCESS')
  expect(connected?.props.address).toBe(accounts[0].address)
})
