import { expect, test, urls } from '../fixtures/test.ts'

test('the demo page and the modal, visited directly, each have a favicon the browser can load', async ({
  page,
}) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|favicon/i.test(message.text())) refused.push(message.text())
  })
  for (const origin of [urls.demo, urls.modal]) {
    await page.goto(`${origin}/`)
    const href = await page.locator('link[rel="icon"]').getAttribute('href')
    expect(href).toBe('/favicon.svg')
    // Asked by the page itself: Node does not resolve *.localhost names.
    const served = await page.evaluate(
      async (url) => {
        const response = await fetch(url)
        return { status: response.status, type: response.headers.get('content-type') }
      },
      new URL(href as string, origin).href,
    )
    expect(served.status).toBe(200)
    expect(served.type).toContain('image/svg+xml')
    // Drawn as an image, not refused by the page's policy.
    const drawn = await page.evaluate(
      async (url) => {
        const img = new Image()
        img.src = url
        await img.decode()
        return img.naturalWidth
      },
      new URL(href as string, origin).href,
    )
    expect(drawn).toBeGreaterThan(0)
  }
  expect(refused).toEqual([])
})
