import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setHost } from '../lib/hostBridge.js'
import { accountStore } from '../stores/accountStore.js'
import { appStore, currentView } from '../stores/appStore.js'
import { buy, openOnRamp, setAmount, setPaymentMethod, watchCheckout } from './onrampController.js'
import { onrampStore } from './onrampStore.js'
import { buyer, devnetOptions, pricedEth, startConnected } from './onrampTesting.js'

const address = buyer
const limits = devnetOptions().paymentCurrencies[0]?.payment_method_limits
const usd = (value: string) => ({ value, currency: 'USD' })
const quoteFor = (amount: string) => ({
  purchaseAmount: { value: (Number(amount) / 3000).toFixed(8), currency: 'ETH' },
  paymentSubtotal: usd('49.24'),
  paymentTotal: usd(Number(amount).toFixed(2)),
  networkFee: usd('0.01'),
  coinbaseFee: usd('0.75'),
  quoteId: `q-${amount}`,
})

type Answer = Response | Error
/** How each route answers; a quote can be held to release it by hand, in any order. */
let routes: {
  options: () => Answer
  quote: (body: { amount: string }) => Answer | 'hold'
  checkout: () => Answer
  status: () => Answer
}
let held: { amount: string; release: () => void }[]

const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input))
  const answer = (a: Answer) => {
    if (a instanceof Error) throw a
    return a
  }
  if (url.pathname === '/v1/onramp/options') return answer(routes.options())
  if (url.pathname === '/v1/onramp/quote') {
    const body = JSON.parse(String(init?.body))
    const result = routes.quote(body)
    if (result !== 'hold') return answer(result)
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      held.push({ amount: body.amount, release: () => resolve(Response.json(quoteFor(body.amount))) })
    })
  }
  if (url.pathname === '/v1/generators/onrampurl') return answer(routes.checkout())
  if (url.pathname.startsWith('/v1/onramp/status/')) return answer(routes.status())
  if (url.pathname.endsWith('/balance')) return Response.json({ balances: [] })
  if (url.pathname.endsWith('/history')) return Response.json({ data: [], next: null })
  if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:31337'] })
  throw new Error(`unexpected ${url}`)
})
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path))
const bodyOf = (path: string, index = 0) => JSON.parse(String(calls(path)[index]?.[1]?.body))

const openUrl = vi.fn(async (_target: { url: string; target: string }) => {})

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('fetch', fetchMock)
  held = []
  routes = {
    options: () => Response.json(devnetOptions()),
    quote: ({ amount }) => Response.json(quoteFor(amount)),
    checkout: () =>
      Response.json({
        url: 'http://127.0.0.1:8787/sandbox/onramp/coinbase/checkout?session=s1',
        sessionId: 's1',
      }),
    status: () => Response.json({ status: 'pending' }),
  }
  startConnected(['Account', 'OnRamp'])
  setHost({ openUrl } as never)
})
afterEach(() => {
  fetchMock.mockClear()
  openUrl.mockReset()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function openForm() {
  await openOnRamp()
  await vi.advanceTimersByTimeAsync(0)
}

/** 50 USD typed with ETH priced at 2500 in the portfolio, and the cloud's quote failing. */
async function estimatedFifty() {
  await openForm()
  accountStore.setState({ tokens: [pricedEth(2500)] })
  routes.quote = () => new Response('', { status: 503 })
  setAmount('50')
  await vi.advanceTimersByTimeAsync(500)
}

describe('openOnRamp', () => {
  it("takes the cloud's options with the network's own token, USD, card and the first provider", async () => {
    await openForm()
    const s = onrampStore.getState()
    expect(s).toMatchObject({
      sample: false,
      asset: 'ETH',
      fiat: 'USD',
      paymentMethod: 'card',
      provider: 'coinbase',
    })
  })

  it("falls back to the built-in sample, and says so, when the cloud's options fail", async () => {
    routes.options = () => new Response('down', { status: 503 })
    await openForm()
    const s = onrampStore.getState()
    expect(s.sample).toBe(true)
    expect(s.options?.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(s.options?.paymentCurrencies[0]?.payment_method_limits).toEqual(limits)
    expect(s.options?.providers.map((p) => p.label)).toEqual(['Coinbase', 'Meld'])
    expect(s.asset).toBe('ETH')
  })

  it('refuses options of the wrong shape as a failure', async () => {
    routes.options = () => Response.json({ ...devnetOptions(), providers: 'coinbase' })
    await openForm()
    expect(onrampStore.getState().sample).toBe(true)
  })
})

describe('quotes', () => {
  it('asks once typing pauses (500 ms) with the form as it is', async () => {
    await openForm()
    setAmount('5')
    setAmount('50')
    await vi.advanceTimersByTimeAsync(499)
    expect(calls('/v1/onramp/quote')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls('/v1/onramp/quote')).toHaveLength(1)
    expect(bodyOf('/v1/onramp/quote')).toEqual({
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: '50',
      network: 'devnet',
      provider: 'coinbase',
      paymentMethod: 'card',
    })
    expect(onrampStore.getState().quote).toMatchObject({ quoteId: 'q-50', estimate: false })
  })

  it('never lets an older answer overwrite a newer one', async () => {
    await openForm()
    routes.quote = () => 'hold'
    setAmount('50')
    await vi.advanceTimersByTimeAsync(500)
    setAmount('100')
    await vi.advanceTimersByTimeAsync(500)
    expect(held.map((h) => h.amount)).toEqual(['50', '100'])
    held[1]?.release()
    held[0]?.release()
    await vi.advanceTimersByTimeAsync(0)
    expect(onrampStore.getState().quote?.quoteId).toBe('q-100')
    expect(onrampStore.getState().quoteLoading).toBe(false)
  })

  it('does not ask for an amount outside the limits, and says them', async () => {
    await openForm()
    setAmount('5')
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls('/v1/onramp/quote')).toHaveLength(0)
    setAmount('20000')
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls('/v1/onramp/quote')).toHaveLength(0)
    // The bank account goes to 25000.
    setPaymentMethod('ACH_BANK_ACCOUNT')
    await vi.advanceTimersByTimeAsync(0)
    expect(bodyOf('/v1/onramp/quote')).toMatchObject({ amount: '20000', paymentMethod: 'ACH_BANK_ACCOUNT' })
  })

  it("shows the cloud's refusal as it says it, with no estimate", async () => {
    await openForm()
    routes.quote = () => Response.json({ message: 'Amount is too small to cover the fees' }, { status: 400 })
    setAmount('10')
    await vi.advanceTimersByTimeAsync(500)
    expect(onrampStore.getState()).toMatchObject({
      quote: undefined,
      quoteError: 'Amount is too small to cover the fees',
    })
  })

  it("estimates from the portfolio's price when the quote fails, marked as an estimate", async () => {
    await estimatedFifty()
    expect(onrampStore.getState().quote).toEqual({
      purchaseAmount: { value: '0.0196', currency: 'ETH' },
      providerFee: usd('1.00'),
      networkFee: undefined,
      total: usd('50.00'),
      quoteId: undefined,
      estimate: true,
    })
  })

  it('estimates for a cloud without the quote route (404): that is no refusal of the amount', async () => {
    await openForm()
    accountStore.setState({ tokens: [pricedEth(2500)] })
    routes.quote = () => Response.json({ message: 'Not found' }, { status: 404 })
    setAmount('50')
    await vi.advanceTimersByTimeAsync(500)
    expect(onrampStore.getState()).toMatchObject({ quoteError: undefined, quote: { estimate: true } })
  })

  it('says a quote is unavailable when there is no price to estimate from', async () => {
    await openForm()
    routes.quote = () => new TypeError('Failed to fetch')
    setAmount('50')
    await vi.advanceTimersByTimeAsync(500)
    expect(onrampStore.getState()).toMatchObject({
      quote: undefined,
      quoteUnavailable: true,
      quoteError: undefined,
    })
  })
})

describe('buy', () => {
  it("has the cloud make the checkout for the quote, opens it as the host's popup and watches it", async () => {
    await openForm()
    setAmount('50')
    await vi.advanceTimersByTimeAsync(500)
    await buy()
    expect(bodyOf('/v1/generators/onrampurl')).toEqual({
      destinationWallets: [{ address, blockchains: ['devnet'], assets: ['ETH'] }],
      defaultNetwork: 'devnet',
      partnerUserId: address.toLowerCase(),
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      provider: 'coinbase',
      quoteId: 'q-50',
    })
    expect(openUrl).toHaveBeenCalledWith({
      url: 'http://127.0.0.1:8787/sandbox/onramp/coinbase/checkout?session=s1',
      target: 'popup',
    })
    expect(currentView(appStore.getState())).toBe('BuyInProgress')
    expect(onrampStore.getState().checkout).toMatchObject({
      sessionId: 's1',
      providerLabel: 'Coinbase',
      window: 'open',
    })
  })

  it('sends no quote id for an estimate', async () => {
    await estimatedFifty()
    await buy()
    expect(bodyOf('/v1/generators/onrampurl').quoteId).toBeUndefined()
  })

  it('marks a blocked popup so the view offers to open it again', async () => {
    openUrl.mockRejectedValueOnce(new Error('Popup blocked'))
    await openForm()
    setAmount('50')
    await buy()
    await vi.advanceTimersByTimeAsync(0)
    expect(onrampStore.getState().checkout?.window).toBe('blocked')
  })

  it("shows the cloud's refusal and opens nothing", async () => {
    routes.checkout = () => Response.json({ message: 'Invalid destination address' }, { status: 400 })
    await openForm()
    setAmount('50')
    await buy()
    expect(onrampStore.getState()).toMatchObject({ buying: false, buyError: 'Invalid destination address' })
    expect(openUrl).not.toHaveBeenCalled()
    expect(currentView(appStore.getState())).toBe('OnRamp')
  })

  it('asks for a new quote when the cloud no longer keeps the one bought with', async () => {
    await openForm()
    setAmount('50')
    await vi.advanceTimersByTimeAsync(500)
    routes.checkout = () => Response.json({ message: 'Quote expired or unknown' }, { status: 400 })
    await buy()
    expect(onrampStore.getState().buyError).toBe('Quote expired or unknown')
    await vi.advanceTimersByTimeAsync(0)
    expect(calls('/v1/onramp/quote')).toHaveLength(2)
    expect(onrampStore.getState().quote?.quoteId).toBe('q-50')
  })

  it('does nothing for an amount outside the limits', async () => {
    await openForm()
    setAmount('9')
    await buy()
    expect(calls('/v1/generators/onrampurl')).toHaveLength(0)
  })
})

describe('watchCheckout', () => {
  async function bought() {
    await openForm()
    setAmount('50')
    await buy()
  }

  it('keeps a declined attempt pending, then completes and refreshes the account', async () => {
    await bought()
    const answers = [
      { status: 'pending' },
      { status: 'pending', message: 'Your card was declined.' },
      {
        status: 'completed',
        purchaseAmount: { value: '0.0162', currency: 'ETH' },
        txHash: `0x${'1'.repeat(64)}`,
      },
    ]
    routes.status = () => Response.json(answers.shift())
    const stop = watchCheckout()
    await vi.advanceTimersByTimeAsync(0)
    expect(onrampStore.getState().checkout?.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1000)
    expect(onrampStore.getState().checkout).toMatchObject({
      status: 'pending',
      message: 'Your card was declined.',
    })
    const before = calls('/balance').length + calls('/history').length
    await vi.advanceTimersByTimeAsync(1000)
    expect(onrampStore.getState().checkout).toMatchObject({
      status: 'completed',
      purchaseAmount: { value: '0.0162', currency: 'ETH' },
    })
    // Tokens and Activity (and the purchases list) are read again.
    expect(calls('/balance').length + calls('/history').length).toBeGreaterThan(before + 1)
    stop()
  })

  it('stops asking when the view is left', async () => {
    await bought()
    const stop = watchCheckout()
    await vi.advanceTimersByTimeAsync(2500)
    const asked = calls('/v1/onramp/status/').length
    expect(asked).toBe(3)
    stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls('/v1/onramp/status/')).toHaveLength(asked)
  })
})
