import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountStore, initialAccountData } from '../stores/accountStore.js'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import {
  flip,
  openSwap,
  requestQuote,
  selectToken,
  setFromAmount,
  setMax,
  startSelecting,
} from './swapController.js'
import { initialSwapState, swapStore } from './swapStore.js'

const chain = 'eip155:31337'
const ETH = `${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const USDC = `${chain}:0x5fbdb2315678afecb367f032d93f642f64180aa3`
const tokens = [
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: null, eip2612: false },
  { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: null, eip2612: false },
]

/** Quote answers the test releases by hand, to make them arrive in any order. */
let pendingQuotes: { amount: string; answer: (toAmount: string) => void }[] = []
const quoteCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/convert/quotes'))

const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input))
  switch (url.pathname) {
    case '/v1/supported-chains':
      return Response.json({ http: [chain], ws: [], swap: [chain] })
    case '/v1/convert/tokens':
      return url.searchParams.get('chainId') === chain
        ? Response.json({ tokens })
        : Response.json({ message: 'Network not supported for Swaps' }, { status: 400 })
    case '/v1/convert/gas-price':
      return Response.json({ standard: '2000000000', fast: '2000000000', instant: '2000000000' })
    case '/v1/fungible/price':
      return Response.json({ fungibles: [{ symbol: 'USDC', price: 1 }] })
    case '/v1/account/0xabc/balance':
      return Response.json({ balances: [] })
    case '/v1/convert/quotes': {
      const amount = url.searchParams.get('amount') ?? ''
      const signal = init?.signal
      return new Promise<Response>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        pendingQuotes.push({
          amount,
          answer: (toAmount) =>
            resolve(
              Response.json({
                quotes: [{ id: null, fromAmount: amount, toAmount, priceImpact: 0.1, gasLimit: '150000' }],
              }),
            ),
        })
      })
    }
  }
  throw new Error(`unexpected ${url}`)
})

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
  pendingQuotes = []
  accountStore.setState(initialAccountData(), true)
  swapStore.setState(initialSwapState(), true)
  appStore.setState(
    {
      ...initialState(),
      status: 'connected',
      address: '0xabc',
      connectorId: 'test',
      activeNetwork: testNetwork(),
      options: { projectId: 'p' } as never,
    },
    true,
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function openWithUsdc() {
  await openSwap()
  startSelecting('to')
  selectToken(swapStore.getState().tokens?.[1] as never)
  await vi.runAllTimersAsync()
}

describe('the swap form', () => {
  it('opens on a swap chain with the native token to sell, and the gas price and prices read', async () => {
    await openSwap()
    await vi.runAllTimersAsync()
    expect(swapStore.getState()).toMatchObject({
      key: `${chain}:0xabc`,
      tokensError: undefined,
      from: { symbol: 'ETH' },
      to: undefined,
      gasPrice: 2_000_000_000n,
      prices: { USDC: 1 },
    })
  })

  it("says 'Network not supported for Swaps' on a chain in neither list, without asking for its tokens", async () => {
    appStore.setState({ activeNetwork: testNetwork(5) })
    await openSwap()
    expect(swapStore.getState().tokensError).toBe('Network not supported for Swaps')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/convert/tokens'))).toBe(false)
    // A spec swap network the cloud has no AMM on: the cloud's own answer says so.
    appStore.setState({ activeNetwork: testNetwork(8453) })
    await openSwap()
    expect(swapStore.getState().tokensError).toBe('Network not supported for Swaps')
  })

  it('asks for a quote only once typing pauses for 500 ms', async () => {
    await openWithUsdc()
    setFromAmount('1')
    await vi.advanceTimersByTimeAsync(300)
    setFromAmount('1,5')
    await vi.advanceTimersByTimeAsync(499)
    expect(quoteCalls()).toHaveLength(0)
    expect(swapStore.getState()).toMatchObject({ fromAmount: '1.5', quoteLoading: true })
    await vi.advanceTimersByTimeAsync(1)
    expect(quoteCalls()).toHaveLength(1)
    const query = new URL(String(quoteCalls()[0]?.[0])).searchParams
    expect(Object.fromEntries(query)).toMatchObject({
      chainId: chain,
      amount: '1500000000000000000',
      userAddress: '0xabc',
      from: ETH,
      to: USDC,
      gasPrice: '2000000000',
    })
    pendingQuotes[0]?.answer('3000000000')
    await vi.runAllTimersAsync()
    expect(swapStore.getState()).toMatchObject({ quoteLoading: false, quote: { toAmount: '3000000000' } })
  })

  it('never lets an older answer overwrite a newer one', async () => {
    await openWithUsdc()
    setFromAmount('1')
    await vi.advanceTimersByTimeAsync(500)
    setFromAmount('2')
    await vi.advanceTimersByTimeAsync(500)
    expect(pendingQuotes.map((q) => q.amount)).toEqual(['1000000000000000000', '2000000000000000000'])
    pendingQuotes[1]?.answer('4000000000')
    await vi.runAllTimersAsync()
    pendingQuotes[0]?.answer('2000000000')
    await vi.runAllTimersAsync()
    expect(swapStore.getState().quote?.toAmount).toBe('4000000000')
  })

  it('drops an answer that lands while the next amount is still being typed', async () => {
    await openWithUsdc()
    setFromAmount('1')
    await vi.advanceTimersByTimeAsync(500)
    setFromAmount('12')
    pendingQuotes[0]?.answer('2000000000')
    await vi.advanceTimersByTimeAsync(100)
    expect(swapStore.getState()).toMatchObject({ quote: undefined, quoteLoading: true })
  })

  it("shows the cloud's reason for no quote, and nothing for an empty amount", async () => {
    await openWithUsdc()
    fetchMock.mockImplementationOnce(async () =>
      Response.json({ message: 'No liquidity for this pair' }, { status: 400 }),
    )
    setFromAmount('1')
    await vi.runAllTimersAsync()
    expect(swapStore.getState()).toMatchObject({
      quoteError: 'No liquidity for this pair',
      quoteLoading: false,
    })
    setFromAmount('')
    expect(swapStore.getState()).toMatchObject({
      quoteError: undefined,
      quoteLoading: false,
      quote: undefined,
    })
    requestQuote(0)
    await vi.runAllTimersAsync()
    expect(quoteCalls()).toHaveLength(1)
  })

  it('flips the sides with the quoted amount as the new amount; picking the other side flips too', async () => {
    await openWithUsdc()
    setFromAmount('1')
    await vi.advanceTimersByTimeAsync(500)
    pendingQuotes[0]?.answer('3000120000')
    await vi.runAllTimersAsync()
    flip()
    expect(swapStore.getState()).toMatchObject({
      from: { symbol: 'USDC' },
      to: { symbol: 'ETH' },
      fromAmount: '3000.12',
    })
    startSelecting('from')
    selectToken(swapStore.getState().tokens?.[0] as never)
    expect(swapStore.getState()).toMatchObject({ from: { symbol: 'ETH' }, to: { symbol: 'USDC' } })
  })

  it('Max sells the whole token balance, and keeps twice the swap fee of the native one', async () => {
    await openWithUsdc()
    accountStore.setState({
      tokens: [
        { name: 'Ether', symbol: 'ETH', chainId: chain, quantity: { decimals: '18', numeric: '1' } },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: chain,
          address: USDC,
          quantity: { decimals: '6', numeric: '12.5' },
        },
      ],
    })
    setMax()
    // 2 x 200,000 gas (no quote yet) x 2 gwei = 0.0008 ETH.
    expect(swapStore.getState().fromAmount).toBe('0.9992')
    flip()
    setMax()
    expect(swapStore.getState().fromAmount).toBe('12.5')
  })
})
