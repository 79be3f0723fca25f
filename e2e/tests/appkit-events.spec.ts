import { accounts, connect, expect, injectWallet, modal, test, urls, waitReady } from '../fixtures/test.ts'

interface SeenEvent {
  timestamp: number
  data: { type: string; event: string; properties?: Record<string, unknown> }
}

test("subscribeEvents and getEvent see a real connect's MODAL_OPEN, CONNECT_SUCCESS, MODAL_CLOSE in order", async ({
  page,
}) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.evaluate(() => {
    const w = window as unknown as {
      airlock: { subscribeEvents(cb: (e: unknown) => void): () => void; getEvent(): unknown }
      seen: unknown[]
    }
    w.seen = [w.airlock.getEvent()]
    w.airlock.subscribeEvents((event) => w.seen.push(event))
  })
  const seen = () => page.evaluate(() => (window as unknown as { seen: SeenEvent[] }).seen)

  await connect(page)
  await modal(page).locator('[data-testid="header-close"]').click()
  await expect
    .poll(async () => (await seen()).map((e) => e.data.event))
    .toEqual(['MODAL_CREATED', 'MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
  const events = await seen()
  expect(events[1]?.data).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
  expect(events[2]?.data).toMatchObject({
    type: 'track',
    event: 'CONNECT_SUCCESS',
    properties: { name: 'Airlock Test Wallet' },
  })
  expect(events[3]?.data.properties).toEqual({ connected: true })
  const times = events.slice(1).map((e) => e.timestamp)
  expect(times).toEqual([...times].sort((a, b) => a - b))
  // getEvent() gives the last one, as AppKit's does.
  expect(
    await page.evaluate(
      () => (window as unknown as { airlock: { getEvent(): SeenEvent } }).airlock.getEvent().data.event,
    ),
  ).toBe('MODAL_CLOSE')
})
