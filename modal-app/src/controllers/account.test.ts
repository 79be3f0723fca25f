import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TokenBalance, Transaction } from '../api/blockchain.js'
import { accountStore } from '../stores/accountStore.js'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import {
  BALANCE_RETRY_MS,
  clearAccountCaches,
  loadActivity,
  loadTokens,
  PORTFOLIO_CACHE_MS,
  refreshTokensIfOld,
  retryTokens,
  retryWaitMs,
  visibleActivity,
  visibleTokens,
} from './account.js'

const anvil = testNetwork()
const token = (symbol: string, value: number, decimals = '18'): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  value,
  quantity: { decimals, numeric: '1' },
})

let balanceAnswers: (() => Response)[] = []
let historyAnswers: (() => Response)[] = []
const fetchMock = vi.fn(async (input: string | URL | Request) => {
  const url = String(input)
  if (url.includes('/v1/supported-chains')) return Response.json({ http: ['eip155:31337'], ws: [] })
  if (url.includes('/balance')) return (balanceAnswers.shift() ?? (() => Response.json({ balances: [] })))()
  if (url.includes('/history'))
    return (historyAnswers.shift() ?? (() => new Response('{}', { status: 500 })))()
  throw new Error(`unexpected ${url}`)
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
  clearAccountCaches()
  appStore.setState(
    {
      ...initialState(),
      status: 'connected',
      address: '0xabc',
      activeNetwork: anvil,
      options: { projectId: 'p' } as never,
    },
    true,
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const balanceCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/balance')).length

describe('account data', () => {
  it('drops tokens with decimals 0 and sorts the rest by value', () => {
    expect(
      visibleTokens([token('A', 1), token('ZERO', 100, '0'), token('B', 50)]).map((t) => t.symbol),
    ).toEqual(['B', 'A'])
  })

  it('keeps the connected chain only and drops spam-only transactions', () => {
    const tx = (id: string, chain: string, spam: boolean[]): Transaction => ({
      id,
      metadata: {
        minedAt: '',
        chain,
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: '',
        sentTo: '',
      },
      transfers: spam.map((is_spam) => ({
        quantity: { numeric: '1' },
        nft_info: { name: 'x', flags: { is_spam }, content: { preview: { url: '' } } },
      })),
    })
    const shown = visibleActivity(
      [
        tx('a', 'eip155:31337', []),
        tx('b', 'eip155:1', []),
        tx('c', 'eip155:31337', [true, true]),
        tx('d', 'eip155:31337', [true, false]),
      ],
      'eip155:31337',
    )
    expect(shown.map((t) => t.id)).toEqual(['a', 'd'])
  })

  it('caches the portfolio for 30 s, and refetches when forced or stale', async () => {
    balanceAnswers = [
      () => Response.json({ balances: [token('ETH', 3)] }),
      () => Response.json({ balances: [] }),
    ]
    await loadTokens()
    await loadTokens()
    expect(balanceCalls()).toBe(1)
    vi.setSystemTime(Date.now() + PORTFOLIO_CACHE_MS)
    await loadTokens()
    expect(balanceCalls()).toBe(2)
    expect(accountStore.getState().tokens).toEqual([])
  })

  it('keeps the tokens read before on screen when a later read fails, and reads old ones again once at a time', async () => {
    balanceAnswers = [() => Response.json({ balances: [token('ETH', 3)] })]
    await loadTokens()
    const at = accountStore.getState().tokensAt as number
    refreshTokensIfOld(at + 1000)
    expect(balanceCalls()).toBe(1)
    let answer: (response: Response) => void = () => undefined
    balanceAnswers = [() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response]
    refreshTokensIfOld(at + PORTFOLIO_CACHE_MS)
    refreshTokensIfOld(at + PORTFOLIO_CACHE_MS + 5000)
    await vi.waitFor(() => expect(balanceCalls()).toBe(2))
    expect(accountStore.getState().tokensLoading).toBe(true)
    answer(new Response('{}', { status: 503 }))
    await vi.waitFor(() => expect(accountStore.getState().tokensLoading).toBe(false))
    expect(accountStore.getState()).toMatchObject({
      tokens: [token('ETH', 3)],
      tokensAt: at,
      tokensError: 'Token Balance Unavailable',
    })
  })

  it("shows 'Token Balance Unavailable' and allows a retry only after 30 s", async () => {
    balanceAnswers = [
      () => new Response('{}', { status: 502 }),
      () => Response.json({ balances: [token('ETH', 3)] }),
    ]
    await loadTokens()
    expect(accountStore.getState().tokensError).toBe('Token Balance Unavailable')
    expect(retryWaitMs()).toBe(BALANCE_RETRY_MS)
    expect(retryTokens()).toBe(false)
    vi.setSystemTime(Date.now() + BALANCE_RETRY_MS)
    expect(retryTokens()).toBe(true)
    await vi.waitFor(() => expect(accountStore.getState().tokens).toHaveLength(1))
    expect(accountStore.getState().tokensError).toBeUndefined()
  })

  it('a part of the view mounting after a failed read asks nothing: only Retry does, so the wait is not restarted', async () => {
    balanceAnswers = [() => new Response('{}', { status: 502 })]
    await loadTokens()
    const failedAt = accountStore.getState().tokensFailedAt
    vi.setSystemTime(Date.now() + BALANCE_RETRY_MS + 1000)
    await loadTokens()
    expect(balanceCalls()).toBe(1)
    expect(accountStore.getState().tokensFailedAt).toBe(failedAt)
    expect(retryWaitMs()).toBe(0)
  })

  it('pages activity by cursor and stops when there is no next page', async () => {
    const tx = (id: string): Transaction => ({
      id,
      metadata: {
        minedAt: '',
        chain: 'eip155:31337',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: '',
        sentTo: '',
      },
      transfers: [],
    })
    historyAnswers = [
      () => Response.json({ data: [tx('a'), tx('b')], next: '7.0' }),
      () => Response.json({ data: [tx('c')], next: null }),
    ]
    await loadActivity()
    await loadActivity({ more: true })
    await loadActivity({ more: true })
    expect(accountStore.getState().activity.map((t) => t.id)).toEqual(['a', 'b', 'c'])
    expect(accountStore.getState().activityNext).toBeNull()
    const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/history'))
    expect(urls).toHaveLength(2)
    expect(urls[1]).toContain('cursor=7.0')
  })

  it("empties the activity with 'Failed to fetch transactions' when history fails", async () => {
    accountStore.setState({ key: 'eip155:31337:0xabc', activity: [{} as Transaction] })
    await loadActivity()
    expect(accountStore.getState()).toMatchObject({
      activity: [],
      activityError: 'Failed to fetch transactions',
    })
  })
})
