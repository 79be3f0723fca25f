// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createFrameAncestors } from './frameAncestors.js'

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

describe('frame-ancestors for the modal', () => {
  it("lists the project's allowed origins, asking the cloud once a minute", async () => {
    let t = 0
    const fetcher = vi.fn((_url: string | URL | Request) =>
      answer(200, { allowedOrigins: ['http://app.localhost:*', 'https://*.example.com'] }),
    )
    const policy = createFrameAncestors({ cloudUrl: 'http://cloud', fetcher, now: () => t })
    expect(await policy('demo')).toBe('frame-ancestors http://app.localhost:* https://*.example.com')
    await policy('demo')
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher.mock.calls[0]?.[0]).toBe('http://cloud/getProjectOrigins?projectId=demo')
    t += 61_000
    await policy('demo')
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('lets any page frame a modal with no or an unknown project: it shows the alert and connects nothing', async () => {
    const policy = createFrameAncestors({ cloudUrl: 'http://cloud', fetcher: () => answer(404, {}) })
    expect(await policy(null)).toBe('frame-ancestors *')
    expect(await policy('nope')).toBe('frame-ancestors *')
  })

  it('keeps serving the last answer while the cloud is down, and fails closed when it never answered', async () => {
    let t = 0
    let up = true
    const fetcher = () =>
      up ? answer(200, { allowedOrigins: ['http://app.localhost:*'] }) : Promise.reject(new Error('down'))
    const policy = createFrameAncestors({ cloudUrl: 'http://cloud', fetcher, now: () => t })
    await policy('demo')
    up = false
    t += 120_000
    expect(await policy('demo')).toBe('frame-ancestors http://app.localhost:*')
    expect(await policy('other')).toBe("frame-ancestors 'none'")
    t += 25 * 3600_000
    expect(await policy('demo')).toBe("frame-ancestors 'none'")
  })

  it('never lets anything but a host source into the header', async () => {
    const fetcher = () =>
      answer(200, {
        allowedOrigins: ["https://a.com; script-src 'unsafe-inline'", 'http://ok.localhost:5173', 5],
      })
    const policy = createFrameAncestors({ cloudUrl: 'http://cloud', fetcher })
    expect(await policy('demo')).toBe('frame-ancestors http://ok.localhost:5173')
    const none = createFrameAncestors({
      cloudUrl: 'http://cloud',
      fetcher: () => answer(200, { allowedOrigins: [] }),
    })
    expect(await none('demo')).toBe("frame-ancestors 'none'")
  })
})
