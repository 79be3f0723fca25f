import { expect, modal, test, urls } from '../fixtures/test.ts'

interface Timeline {
  frames: number
  readyFrame?: number
  visibleFrame?: number
}

// At button-visible the frame may not exist yet (it is mounted after the host's load event and an idle
// moment, or by the click itself); a little later it exists with nothing in it. Both clicks must work.
for (const clickAt of ['button-visible', 'frame-mounted'] as const)
  test(`a click on Connect before the modal is ready (at ${clickAt}) shows the dialog once it is; the host keeps working meanwhile`, async ({
    page,
  }) => {
    const hostErrors: string[] = []
    page.on('pageerror', (error) => hostErrors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.startsWith(urls.demo))
        hostErrors.push(message.text())
    })

    // The modal's page waits until the test lets it go: the visitor clicks while the modal cannot
    // have shaken hands, however fast or slow this machine is.
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let held = 0
    await page.route(
      (url) => url.origin === urls.modal && url.pathname === '/',
      async (route) => {
        held++
        await gate
        await route.continue().catch(() => undefined)
      },
    )

    // Counts the host's animation frames and notes the one where the modal first says it is ready
    // and the one where its frame is first shown: a measurement for the report, not an assertion.
    await page.addInitScript(() => {
      if (window.top !== window) return
      const timeline: Timeline = { frames: 0 }
      ;(window as unknown as { __timeline: Timeline }).__timeline = timeline
      const tick = () => {
        timeline.frames++
        const airlock = (window as unknown as { airlock?: { getState(): { initialized: boolean } } }).airlock
        if (timeline.readyFrame === undefined && airlock?.getState().initialized)
          timeline.readyFrame = timeline.frames
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-airlock-frame]')
        if (timeline.visibleFrame === undefined && frame?.style.opacity === '1')
          timeline.visibleFrame = timeline.frames
        if (timeline.visibleFrame === undefined || timeline.readyFrame === undefined)
          requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })

    await page.goto(`${urls.demo}/`, { waitUntil: 'commit' })
    if (clickAt === 'frame-mounted') await expect(page.locator('iframe[data-airlock-frame]')).toHaveCount(1)
    await page.locator('#open').click()
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { airlock: { getState(): { initialized: boolean } } }).airlock.getState()
            .initialized,
      ),
    ).toBe(false)

    // Meanwhile the modal's frame is mounted (after the host's load or by the click) but held: it
    // must not cover the page, and the page must take clicks and typing.
    const frame = page.locator('iframe[data-airlock-frame]')
    await expect(frame).toHaveCount(1)
    await expect.poll(() => held).toBeGreaterThan(0)
    await expect(frame).toHaveCSS('opacity', '0')
    await expect(frame).toHaveCSS('pointer-events', 'none')
    await page.locator('#recipient').click()
    await page.locator('#recipient').fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    await expect(page.locator('#recipient')).toHaveValue('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { airlock: { getState(): { initialized: boolean } } }).airlock.getState()
            .initialized,
      ),
    ).toBe(false)

    // Let the modal load: the one early click opens it, no second click needed (the dialog its HTML
    // holds shows as soon as it has parsed, before the modal's code has loaded).
    release()
    await expect(frame).toHaveCSS('opacity', '1')
    await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
    await expect(modal(page).locator('[data-testid="airlock-modal"]')).toBeVisible()
    expect(
      await page.evaluate(
        () => (window as unknown as { airlock: { getState(): { open: boolean } } }).airlock.getState().open,
      ),
    ).toBe(true)

    // Closed again, the host is whole: the page takes a click where the modal was.
    await page.keyboard.press('Escape')
    await expect(frame).toHaveCSS('opacity', '0')
    await page.locator('#recipient').click()
    expect(hostErrors).toEqual([])

    const timeline = await page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline)
    const framesAfterReady =
      timeline.readyFrame !== undefined && timeline.visibleFrame !== undefined
        ? timeline.visibleFrame - timeline.readyFrame
        : undefined
    test.info().annotations.push({
      type: 'early-open',
      description: `${clickAt}: shown ${framesAfterReady ?? '?'} host frame(s) after the modal said it was initialized (initialized at frame ${timeline.readyFrame}, shown at ${timeline.visibleFrame}; the HTML's dialog may show first)`,
    })
    console.log(`[early-open] ${JSON.stringify({ clickAt, ...timeline, framesAfterReady })}`)
  })

test("the dialog in the modal's HTML shows on an early click before the modal's code has loaded, and a click on it is not lost", async ({
  page,
}) => {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = 0
  await page.route(
    (url) => url.origin === urls.modal && url.pathname.endsWith('.js') && url.pathname !== '/airlock.js',
    async (route) => {
      held++
      await gate
      await route.continue().catch(() => undefined)
    },
  )
  await page.goto(`${urls.demo}/`, { waitUntil: 'commit' })
  await page.locator('#open').click()
  const frame = page.locator('iframe[data-airlock-frame]')
  const dialog = modal(page).locator('[data-testid="airlock-modal"]')
  // Shown from the HTML alone: the code is held, so nothing but the inline boot has run.
  await expect(frame).toHaveCSS('opacity', '1')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(modal(page).locator('[data-airlock-dialog]')).not.toHaveClass(/al-closed/)
  expect(held).toBeGreaterThan(0)
  // Nor does the held code hold any load event: the modal adds its scripts after its own load, so
  // its document and the host's (whose load waits for a frame started while it loads) are complete.
  const modalDocument = () => page.frames().find((f) => f.url().startsWith(urls.modal))
  await expect.poll(() => modalDocument()?.evaluate(() => document.readyState)).toBe('complete')
  await page.waitForFunction(() => document.readyState === 'complete')
  const state = () =>
    page.evaluate(() =>
      (
        window as unknown as { airlock: { getState(): { open: boolean; initialized: boolean } } }
      ).airlock.getState(),
    )
  expect(await state()).toMatchObject({ open: true, initialized: false })

  // The visitor picks WalletConnect before the code is in: held, then done once it has rendered.
  await modal(page).locator('[data-testid="walletconnect"]').click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  release()
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingWalletConnect')
  await expect.poll(async () => (await state()).initialized).toBe(true)
  await page.keyboard.press('Escape')
  await expect(frame).toHaveCSS('opacity', '0')
  expect((await state()).open).toBe(false)
})
