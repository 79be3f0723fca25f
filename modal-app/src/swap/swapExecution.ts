import { SWAP_SLIPPAGE_TOLERANCE, userMessages } from '@airlock/shared-protocol'
import { type Client, type Hex, toHex } from 'viem'
import { invalidateAccount } from '../controllers/account.js'
import { refreshBalance } from '../controllers/balance.js'
import { currentView, replaceView } from '../controllers/navigation.js'
import { shakeModal, showSnackbar } from '../controllers/snackbar.js'
import { requestConnectedWallet } from '../controllers/walletRequests.js'
import { t } from '../i18n/t.js'
import { isRefusal } from '../lib/cloudRequest.js'
import { rpcClient } from '../lib/rpcClient.js'
import { appStore } from '../stores/appStore.js'
import { buildApprove, buildSwap, type CloudTransaction, fetchAllowance } from './swapApi.js'
import { swapContext } from './swapController.js'
import { swapFailureText } from './swapErrors.js'
import { isNativeSwapToken } from './swapMath.js'
import { resetSwapState, type SwapProgress, swapStore } from './swapStore.js'
import { shownText } from './swapTexts.js'

type Context = NonNullable<ReturnType<typeof swapContext>>

/** A refusal or a failure on the way, with the wallet's EIP-1193 code when it has one. */
class SwapStepError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

/** The preview asks whether an approve must come first; the native token needs none. */
export async function checkAllowance() {
  const now = swapContext()
  const { from, quote, key } = swapStore.getState()
  if (!now || !from || !quote) return
  if (isNativeSwapToken(from.address)) return swapStore.setState({ needsApproval: false, error: undefined })
  swapStore.setState({ needsApproval: undefined, error: undefined })
  try {
    const allowance = await fetchAllowance(from.address, now.address)
    if (swapStore.getState().key === key)
      swapStore.setState({ needsApproval: allowance < BigInt(quote.fromAmount) })
  } catch (error) {
    if (swapStore.getState().key === key)
      swapStore.setState({
        error: shownText(error instanceof Error ? error.message : userMessages.AN_ERROR_OCCURRED),
      })
  }
}

const RECEIPT_TIMEOUT_MS = 120_000
const RECEIPT_POLL_MS = 500

// Raw JSON-RPC rather than viem's actions: sharing those with Send would split them into a chunk
// of their own, whose name the modal's boot code would list.
async function waitForReceipt(client: Client, hash: Hex) {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [hash] })
    if (receipt) return receipt
    if (Date.now() > deadline) throw new SwapStepError('Timed out while waiting for the transaction')
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/**
 * Sends a transaction the cloud built through the connected wallet (the host's browser wallet,
 * WalletConnect or the embedded wallet's ApproveTransaction, as Send does) and waits until it is
 * mined. A revert is replayed with eth_call at its block, which gives the reason the receipt lacks.
 */
async function sendAndWait(now: Context, tx: CloudTransaction, waiting: SwapProgress, mining: SwapProgress) {
  swapStore.setState({ progress: waiting })
  const request = {
    from: now.address as Hex,
    to: tx.to as Hex,
    data: tx.data as Hex,
    value: toHex(BigInt(tx.value)),
  }
  const gas = tx.eip155 ? { gas: toHex(BigInt(tx.eip155.gas)) } : {}
  const sent = await requestConnectedWallet(now.connectorId, 'eth_sendTransaction', [{ ...request, ...gas }])
  if (!sent.ok) throw new SwapStepError(sent.error.message, sent.error.code)
  if (typeof sent.result !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(sent.result))
    throw new SwapStepError('The wallet returned no transaction hash')
  swapStore.setState({ progress: mining })
  const client = rpcClient(now.network)
  const receipt = await waitForReceipt(client, sent.result as Hex)
  if (receipt.status === '0x1') return
  const reason = await client.request({ method: 'eth_call', params: [request, receipt.blockNumber] }).then(
    () => 'The transaction reverted',
    (error: unknown) => (error instanceof Error ? error.message : 'The transaction reverted'),
  )
  throw new SwapStepError(reason)
}

/**
 * The preview's button: with a short allowance it approves the amount (and the button becomes
 * Swap); otherwise it swaps at the spec's slippage. Success goes back to Account with the
 * balances, Tokens and Activity read again; a failure stays in the preview and says why.
 */
export async function confirmSwap() {
  const now = swapContext()
  const { from, to, quote, progress, needsApproval, key } = swapStore.getState()
  if (!now || now.key !== key || !from || !to || !quote || progress !== 'idle' || needsApproval === undefined)
    return
  const parameters = {
    userAddress: now.address,
    from: from.address,
    to: to.address,
    amount: quote.fromAmount,
  }
  swapStore.setState({ error: undefined })
  try {
    if (needsApproval) {
      await sendAndWait(now, await buildApprove(parameters), 'approve-wallet', 'approve-chain')
      swapStore.setState({ progress: 'idle', needsApproval: false })
      return
    }
    const tx = await buildSwap({ ...parameters, slippage: SWAP_SLIPPAGE_TOLERANCE })
    await sendAndWait(now, tx, 'swap-wallet', 'swap-chain')
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const text = swapFailureText({
      message,
      refusal: isRefusal(error),
      ...(error instanceof SwapStepError && error.code !== undefined ? { code: error.code } : {}),
    })
    // The cloud refuses to build a swap over a short allowance: the next step is an approve.
    const short = /insufficient allowance|TRANSFER_FROM_FAILED/i.test(message)
    if (swapStore.getState().key === key)
      swapStore.setState({ progress: 'idle', error: text, ...(short ? { needsApproval: true } : {}) })
    shakeModal()
    return
  }
  showSnackbar('success', t('Swap completed'))
  // Leave the preview before its quote is cleared (without one it would fall back to the form).
  if (currentView(appStore.getState()).startsWith('Swap')) replaceView('Account')
  resetSwapState()
  invalidateAccount()
  void refreshBalance({ force: true })
}
