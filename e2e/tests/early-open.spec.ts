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

    // The modal's scripts wait until the test lets them go: the visitor clicks while the modal cannot
    // have shaken hands, however fast or slow this machine is.
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
        if (timeline.visibleFrame === undefined) requestAnimationFrame(tick)
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

    // Let the modal load: the one early click opens it, no second click needed.
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
      description: `${clickAt}: shown ${framesAfterReady ?? '?'} host frame(s) after the modal said it was ready (ready at frame ${timeline.readyFrame}, shown at ${timeline.visibleFrame})`,
    })
    console.log(`[early-open] ${JSON.stringify({ clickAt, ...timeline, framesAfterReady })}`)
  })
