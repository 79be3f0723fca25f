import { afterEach, describe, expect, it, vi } from 'vitest'
import { answersTo, fetchWallets, rankIn } from './directory.js'

afterEach(() => vi.unstubAllGlobals())

function answer(status: number, body: unknown) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url)
    return new Response(JSON.stringify(body), { status })
  })
  return calls
}

describe('fetchWallets', () => {
  it('sends the spec section 7 parameters, chains and badge_type included', async () => {
    const calls = answer(200, { count: 0, data: [] })
    await fetchWallets({
      projectId: 'p',
      page: 2,
      entries: 4,
      search: ' meta ',
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'eip155:31337'],
      badge: 'certified',
    })
    const params = new URL(calls[0] as string).searchParams
    expect(Object.fromEntries(params)).toMatchObject({
      projectId: 'p',
      page: '2',
      entries: '4',
      search: 'meta',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,eip155:31337',
      badge_type: 'certified',
    })
  })

  it("raises 'HTTP status code: {n}' on a non-OK answer", async () => {
    answer(503, { message: 'down' })
    await expect(fetchWallets({ projectId: 'p', page: 1, entries: 4 })).rejects.toThrow(
      'HTTP status code: 503',
    )
  })
})

describe('wallet ids', () => {
  const metamask = {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    slug: 'metamask',
  }
  it('a wallet answers to its explorer id and its old slug', () => {
    expect(answersTo(metamask, 'metamask')).toBe(true)
    expect(answersTo(metamask, metamask.id)).toBe(true)
    expect(answersTo(metamask, 'trust')).toBe(false)
    expect(rankIn(['trust', 'metamask'], metamask)).toBe(1)
    expect(rankIn(['trust'], metamask)).toBe(-1)
  })
})
