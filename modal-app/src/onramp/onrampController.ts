import { times } from '@airlock/shared-protocol'
import { invalidateAccount, loadTokens } from '../controllers/account.js'
import { refreshBalance } from '../controllers/balance.js'
import { pushView } from '../controllers/navigation.js'
import { isRefusal } from '../lib/cloudRequest.js'
import { createDebouncedLatest } from '../lib/debouncedLatest.js'
import { openPopup } from '../lib/hostBridge.js'
import { accountStore } from '../stores/accountStore.js'
import { appStore } from '../stores/appStore.js'
import { checkAmount, normalizeAmount } from './onrampAmount.js'
import {
  type CheckoutStatus,
  createCheckout,
  fetchCheckoutStatus,
  fetchOnrampOptions,
  fetchOnrampQuote,
  fetchPurchases,
  type OnrampOptions,
  type QuoteRequest,
} from './onrampApi.js'
import { assetsOn, limitsOf, sampleOptions } from './onrampOptions.js'
import { estimateQuote, fromCloudQuote } from './onrampQuote.js'
import { type CheckoutWindow, initialOnrampState, type OnrampState, onrampStore } from './onrampStore.js'
import { pollCheckoutStatus } from './statusPolling.js'

/** The generator's refusal of a quote it no longer keeps. */
const QUOTE_EXPIRED = 'Quote expired or unknown'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'An error occurred')

/** The connected account and network the form buys for. */
function onrampContext() {
  const { address, activeNetwork, status } = appStore.getState()
  if (status !== 'connected' || !address || !activeNetwork) return undefined
  return { address, network: activeNetwork, key: `${activeNetwork.caipNetworkId}:${address}` }
}

// The cloud's options, kept for the modal's life once read (they change only with a deploy); a
// failed read is not kept, so the next Buy asks again rather than keeping the sample.
let cloudOptions: OnrampOptions | undefined

/** The form's limits, check and tokens for the state as it is. */
export function formFacts(state: OnrampState = onrampStore.getState()) {
  const chainId = onrampContext()?.network.id
  const assets = state.options && chainId !== undefined ? assetsOn(state.options, chainId) : []
  const limits = state.options && limitsOf(state.options, state.fiat, state.paymentMethod)
  const provider = state.options?.providers.find((p) => p.name === state.provider)
  return {
    assets,
    asset: assets.find((a) => a.id === state.asset),
    limits,
    provider,
    check: checkAmount(state.amount, limits, state.fiat),
  }
}

/** Buy opened: the options (the cloud's, else the sample) and the form's defaults for this account. */
export async function openOnRamp() {
  const now = onrampContext()
  if (!now) return
  if (onrampStore.getState().key !== now.key)
    onrampStore.setState({ ...initialOnrampState(), key: now.key }, true)
  // The portfolio prices an estimate and gives the tokens' icons.
  void loadTokens()
  if (onrampStore.getState().options) return
  let options = cloudOptions
  let sample = false
  if (!options) {
    try {
      options = cloudOptions = await fetchOnrampOptions()
    } catch {
      options = sampleOptions(now.network)
      sample = true
    }
  }
  if (onrampStore.getState().key !== now.key || onrampStore.getState().options) return
  const assets = assetsOn(options, now.network.id)
  const native = assets.find((a) => a.symbol === now.network.nativeCurrency.symbol)
  const fiats = options.paymentCurrencies.map((c) => c.id)
  const methods = options.paymentMethods.map((m) => m.id)
  const { fiat, paymentMethod } = onrampStore.getState()
  onrampStore.setState({
    options,
    sample,
    fiat: fiats.includes(fiat) ? fiat : (fiats[0] ?? fiat),
    paymentMethod: methods.includes(paymentMethod) ? paymentMethod : (methods[0] ?? paymentMethod),
    asset: (native ?? assets[0])?.id,
    provider: options.providers[0]?.name,
  })
  requestQuote(0)
}

/** The quote request for the form as it is; undefined while something is missing or the amount is refused. */
function quoteRequest(): QuoteRequest | undefined {
  const state = onrampStore.getState()
  const { asset, provider, check } = formFacts(state)
  if (!asset || !provider || !check.ok) return undefined
  const { fiat, amount, paymentMethod } = state
  return { asset: asset.id, fiat, amount, network: asset.network, provider: provider.name, paymentMethod }
}

/** The token's price in the payment currency, as the portfolio knows it (its prices are USD). */
function priceOf(symbol: string, fiat: string): number | undefined {
  if (fiat !== 'USD') return undefined
  return accountStore.getState().tokens?.find((t) => t.symbol === symbol && t.price !== undefined)?.price
}

const quotes = createDebouncedLatest()

/** Spec section 8: the estimate that stands in for a quote the cloud failed to give (not one it refused). */
function estimateFor(request: QuoteRequest) {
  const { asset, provider } = formFacts()
  const price = asset && priceOf(asset.symbol, request.fiat)
  if (!asset || !provider || price === undefined) return undefined
  return estimateQuote({ ...request, symbol: asset.symbol, price, feeRange: provider.feeRange })
}

/**
 * Asks for a quote once typing pauses (spec section 9's default debounce); only the newest answer
 * is shown. The cloud's refusal is shown as it says it; any other failure gets an estimate.
 */
export function requestQuote(delay: number = times.defaultDebounce) {
  const request = quoteRequest()
  if (!request) {
    quotes.cancel()
    onrampStore.setState({
      quote: undefined,
      quoteLoading: false,
      quoteError: undefined,
      quoteUnavailable: false,
    })
    return
  }
  onrampStore.setState({ quoteLoading: true, quoteError: undefined })
  quotes.schedule(delay, (signal) => fetchOnrampQuote(request, signal), {
    answer: (quote) =>
      onrampStore.setState({ quote: fromCloudQuote(quote), quoteLoading: false, quoteUnavailable: false }),
    failure: (error) => {
      if (isRefusal(error))
        return onrampStore.setState({ quote: undefined, quoteLoading: false, quoteError: error.message })
      const estimate = estimateFor(request)
      onrampStore.setState({ quote: estimate, quoteLoading: false, quoteUnavailable: !estimate })
    },
  })
}

/** A change of what is bought or how: the old quote goes, a new one is asked for. */
function change(patch: Partial<OnrampState>, delay?: number) {
  onrampStore.setState({ ...patch, quote: undefined, quoteError: undefined, buyError: undefined })
  requestQuote(delay)
}

export const setAmount = (text: string) => change({ amount: normalizeAmount(text) })
export const setPreset = (amount: number) => change({ amount: String(amount) }, 0)
export const setFiat = (fiat: string) => change({ fiat }, 0)
export const setAsset = (asset: string) => change({ asset }, 0)
export const setPaymentMethod = (paymentMethod: string) => change({ paymentMethod }, 0)
export const setProvider = (provider: string) => change({ provider }, 0)

/** The checkout's window state, for the checkout it was opened for only. */
function setWindow(sessionId: string, window: CheckoutWindow) {
  const checkout = onrampStore.getState().checkout
  if (checkout?.sessionId === sessionId) onrampStore.setState({ checkout: { ...checkout, window } })
}

/**
 * Opens the provider's checkout on the host page (the modal's sandbox has no popups; the click's
 * activation reaches the host). A blocked or closed one can be opened again from BuyInProgress.
 */
export function openCheckoutWindow() {
  const checkout = onrampStore.getState().checkout
  if (!checkout) return
  setWindow(checkout.sessionId, 'open')
  openPopup(checkout.url).then(
    () => setWindow(checkout.sessionId, 'closed'),
    () => setWindow(checkout.sessionId, 'blocked'),
  )
}

/** 'Buy with <Provider>': the cloud makes the provider's checkout for this order, the host opens it. */
export async function buy() {
  const now = onrampContext()
  const request = quoteRequest()
  const { provider } = formFacts()
  const state = onrampStore.getState()
  if (!now || !request || !provider || state.buying) return
  onrampStore.setState({ buying: true, buyError: undefined })
  try {
    const { url, sessionId } = await createCheckout({
      ...request,
      address: now.address,
      // An estimate has no quote at the cloud: the checkout prices the order itself.
      quoteId: state.quote?.estimate === false ? state.quote.quoteId : undefined,
    })
    if (onrampStore.getState().key !== now.key) return
    onrampStore.setState({
      buying: false,
      checkout: {
        sessionId,
        url,
        providerLabel: provider.label,
        window: 'open',
        status: 'pending',
        purchaseAmount: undefined,
        message: undefined,
      },
    })
    openCheckoutWindow()
    pushView('BuyInProgress')
  } catch (error) {
    if (onrampStore.getState().key !== now.key) return
    onrampStore.setState({ buying: false, buyError: messageOf(error) })
    // The cloud keeps a quote 10 minutes: one refused as expired is asked for again, for the next click.
    if (isRefusal(error) && error.message === QUOTE_EXPIRED) {
      onrampStore.setState({ quote: undefined })
      requestQuote(0)
    }
  }
}

function applyStatus(sessionId: string, status: CheckoutStatus) {
  const checkout = onrampStore.getState().checkout
  if (checkout?.sessionId !== sessionId) return
  onrampStore.setState({
    checkout: {
      ...checkout,
      status: status.status,
      purchaseAmount: status.purchaseAmount ?? checkout.purchaseAmount,
      message: status.message,
    },
  })
  if (status.status !== 'completed') return
  // The delivery is mined: the balance under the address, the Tokens tab and Activity all changed.
  void refreshBalance({ force: true })
  invalidateAccount()
  void loadPurchases()
}

/** BuyInProgress watches its checkout while it is on screen; the returned stop ends the watch. */
export function watchCheckout(): () => void {
  const checkout = onrampStore.getState().checkout
  if (checkout?.status !== 'pending') return () => undefined
  return pollCheckoutStatus(checkout.sessionId, {
    fetchStatus: fetchCheckoutStatus,
    onStatus: (status) => applyStatus(checkout.sessionId, status),
  })
}

/** The Buy form's 'Recent purchases': a nicety, so a failed read just shows none. */
export async function loadPurchases() {
  const now = onrampContext()
  if (!now) return
  try {
    const purchases = await fetchPurchases(now.address, now.network.caipNetworkId)
    if (onrampStore.getState().key === now.key) onrampStore.setState({ purchases })
  } catch {
    // Left as it was.
  }
}

/** For tests: the options read from the cloud are forgotten. */
export function forgetOnrampOptions() {
  cloudOptions = undefined
}
