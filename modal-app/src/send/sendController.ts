import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { estimateGas, waitForTransactionReceipt } from 'viem/actions'
import { track } from '../api/analytics.js'
import { fetchGasPrice, fetchIdentity, resolveName, type TokenBalance } from '../api/blockchain.js'
import { invalidateAccount } from '../controllers/account.js'
import { shakeModal, showSnackbar } from '../controllers/snackbar.js'
import { requestConnectedWallet } from '../controllers/walletRequests.js'
import { isSmartAccountActive } from '../embedded/smartAccountActive.js'
import { msg, t } from '../i18n/t.js'
import { divide, multiply, toBaseUnits, toDecimal } from '../lib/decimal.js'
import { rpcClient } from '../lib/rpcClient.js'
import { accountStore } from '../stores/accountStore.js'
import { appStore } from '../stores/appStore.js'
import { initialSendState, sendStore } from '../stores/sendStore.js'
import { GAS_PRICE_UNSUPPORTED } from './sendFee.js'
import { sendFailed, sendSucceeded } from './sendOutcome.js'
import { checkSend, isEvmAddress, type SendInput, sendProblems } from './sendValidation.js'
import {
  estimateSolanaFee,
  isSolanaActive,
  sendSolanaNow,
  setSolanaReceiver,
  solanaMax,
} from './solanaSendController.js'

/** A token's contract address from its CAIP-10 id; undefined for the native token. */
export const tokenContract = (token: TokenBalance) => token.address?.split(':')[2] as Hex | undefined

function nativeBalanceInUSD(): number {
  const native = accountStore.getState().tokens?.find((t) => !t.address)
  return native?.value ?? 0
}

/** Opens the send form, optionally with a token picked; gas is estimated as soon as one is. */
export function startSend(token?: TokenBalance) {
  sendStore.setState({ ...initialSendState(), networkBalanceInUSD: nativeBalanceInUSD() }, true)
  if (token) selectToken(token)
}

export function selectToken(token: TokenBalance) {
  sendStore.setState({ token, networkBalanceInUSD: nativeBalanceInUSD() })
  void estimateFee()
}

export function setAmount(amount: string) {
  sendStore.setState({ sendTokenAmount: amount })
}

/** The whole balance; for the native token, less the estimated fee so the send can pay for gas. */
export function setMaxAmount() {
  const { token, gasPrice } = sendStore.getState()
  if (!token) return
  let max = toDecimal(token.quantity.numeric)
  if (!token.address && isSolanaActive()) max = solanaMax(token.quantity.numeric)
  else if (!token.address && gasPrice !== undefined) {
    const decimals = Number(token.quantity.decimals)
    max = max.minus(divide((gasPrice * 21_000n).toString(), toDecimal(10).pow(decimals)))
  }
  setAmount(max.gt(0) ? max.toDecimalPlaces(Number(token.quantity.decimals), 1).toFixed() : '0')
}

let resolving = 0

/** The name an address has (`/v1/identity`), so the review says who receives (issue 36: 'bob.airlock'). */
async function nameOf(address: string): Promise<string | undefined> {
  try {
    return (await fetchIdentity(address)).name ?? undefined
  } catch {
    return undefined
  }
}

/**
 * An address is taken as typed, and its name looked up to show beside it; anything else with a dot
 * is looked up as a name. A later keystroke makes an earlier lookup's answer moot.
 */
export async function setReceiver(text: string) {
  const mine = ++resolving
  const trimmed = text.trim()
  if (isSolanaActive()) return setSolanaReceiver(text)
  if (isEvmAddress(trimmed) || !trimmed.includes('.')) {
    const address = isEvmAddress(trimmed) ? (trimmed.startsWith('0x') ? trimmed : `0x${trimmed}`) : undefined
    sendStore.setState({
      receiverText: text,
      receiverAddress: address,
      receiverProfileName: undefined,
      receiverPending: false,
    })
    if (!address) return
    const name = await nameOf(address)
    if (mine === resolving && name) sendStore.setState({ receiverProfileName: name })
    return
  }
  sendStore.setState({
    receiverText: text,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverPending: true,
  })
  const address = await resolveName(trimmed)
  if (mine !== resolving) return
  sendStore.setState({
    receiverPending: false,
    ...(address ? { receiverAddress: address, receiverProfileName: trimmed } : {}),
  })
}

function transactionFor(token: TokenBalance, from: string, to: string, amount: string) {
  const value = toBaseUnits(amount, Number(token.quantity.decimals))
  const contract = tokenContract(token)
  if (!contract) return { from, to, value: `0x${value.toString(16)}` }
  return {
    from,
    to: contract,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Hex, value] }),
  }
}

/** Spec section 3: gasPrice and gasPriceInUSD, from the cloud's gas price and the node's estimate. */
export async function estimateFee() {
  const { activeNetwork, address } = appStore.getState()
  const { token } = sendStore.getState()
  if (!activeNetwork || !address || !token) return
  if (isSolanaActive()) return estimateSolanaFee()
  try {
    const gasPrice = await fetchGasPrice(activeNetwork.caipNetworkId)
    const receiver = sendStore.getState().receiverAddress ?? address
    const tx = transactionFor(token, address, receiver, '0')
    const gas = await estimateGas(rpcClient(activeNetwork), {
      account: address as Hex,
      to: tx.to as Hex,
      ...('data' in tx ? { data: tx.data } : {}),
    }).catch(() => (tokenContract(token) ? 65_000n : 21_000n))
    const nativePrice = accountStore.getState().tokens?.find((t) => !t.address)?.price ?? 0
    const feeInNative = divide(
      (gasPrice * gas).toString(),
      toDecimal(10).pow(activeNetwork.nativeCurrency.decimals),
    )
    sendStore.setState({
      gasPrice,
      gasPriceInUSD: multiply(feeInNative, nativePrice).toNumber(),
      gasError: undefined,
    })
  } catch (error) {
    sendStore.setState({
      gasError: error instanceof Error ? error.message : GAS_PRICE_UNSUPPORTED,
    })
  }
}

function currentInput(): SendInput {
  const s = sendStore.getState()
  return {
    token: s.token,
    amount: s.sendTokenAmount,
    receiverAddress: s.receiverAddress,
    receiverText: s.receiverText,
    receiverPending: s.receiverPending,
    gasPriceInUSD: s.gasPriceInUSD,
    networkBalanceInUSD: s.networkBalanceInUSD,
    namespace: isSolanaActive() ? 'solana' : 'eip155',
    // Spec sections 5 and 6: a smart account skips the gas check.
    smartAccount: isSmartAccountActive(),
  }
}

/** What stops the send first (the button), and every field's problem (said under each field). */
export const currentCheck = () => checkSend(currentInput())
export const currentProblems = () => sendProblems(currentInput())

/** The portfolio and activity change once the transaction is in a block: refresh them then. */
async function refreshWhenMined(hash: unknown) {
  const { activeNetwork } = appStore.getState()
  if (activeNetwork && typeof hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(hash)) {
    await waitForTransactionReceipt(rpcClient(activeNetwork), {
      hash: hash as Hex,
      timeout: 120_000,
      pollingInterval: 500,
    }).catch(() => undefined)
  }
  invalidateAccount()
}

/** Sends through the connected wallet; 'Transaction started' and a reset on success. */
export async function sendNow() {
  const check = currentCheck()
  const { connectorId, address } = appStore.getState()
  const { token, sendTokenAmount, receiverAddress, sending } = sendStore.getState()
  if (sending) return
  if (!check.ok || !token || !receiverAddress || !connectorId || !address) {
    showSnackbar('error', t(check.ok ? msg('Something went wrong') : check.message))
    shakeModal()
    return
  }
  const event = { token: token.symbol, amount: sendTokenAmount, network: token.chainId }
  track('SEND_INITIATED', event)
  sendStore.setState({ sending: true })
  showSnackbar('loading', t('Confirm the transaction in your wallet'))
  if (isSolanaActive())
    return sendSolanaNow(event, { from: address, to: receiverAddress, token, amount: sendTokenAmount })
  const result = await requestConnectedWallet(connectorId, 'eth_sendTransaction', [
    transactionFor(token, address, receiverAddress, sendTokenAmount),
  ])
  if (result.ok) {
    sendSucceeded(event, result.result)
    void refreshWhenMined(result.result)
  } else sendFailed(event, result.error.message, msg('Something went wrong'))
}
