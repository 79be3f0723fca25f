import { userMessages } from '@airlock/shared-protocol'
import type { TokenBalance } from '../api/blockchain.js'
import { invalidateAccount } from '../controllers/account.js'
import { multiply, toDecimal } from '../lib/decimal.js'
import { lamportsToSol } from '../solana/lamports.js'
import { accountStore } from '../stores/accountStore.js'
import { appStore } from '../stores/appStore.js'
import { sendStore } from '../stores/sendStore.js'
import { GAS_PRICE_UNSUPPORTED } from './sendFee.js'
import { type SendEvent, sendFailed, sendSucceeded } from './sendOutcome.js'
import { isSolanaReceiver } from './sendValidation.js'

/**
 * The Send form's Solana side. Its `gasPrice` holds Solana's whole fee in lamports (plus the rent of
 * a token account the send opens), not a price per gas.
 */

/** Solana's send code (and web3.js with it) loads only when a Solana account sends. */
const solanaSend = () => import('../solana/solanaSend.js')

export const isSolanaActive = () => appStore.getState().activeNetwork?.chainNamespace === 'solana'

/** Solana's base fee for one signature, for Max before the fee is known. */
const SOLANA_BASE_FEE = 5000n

/** Max for SOL keeps the fee back (a SOL send opens no token account, so there is no rent). */
export function solanaMax(balance: string) {
  const fee = sendStore.getState().gasPrice ?? SOLANA_BASE_FEE
  return toDecimal(balance).minus(lamportsToSol(fee))
}

/** Spec section 5: a Solana receiver is an address, taken as typed; there is no name lookup. */
export function setSolanaReceiver(text: string) {
  const trimmed = text.trim()
  sendStore.setState({
    receiverText: text,
    receiverAddress: isSolanaReceiver(trimmed) ? trimmed : undefined,
    receiverProfileName: undefined,
  })
}

/** The fee in lamports, and in USD at SOL's price, for the send as the form has it now. */
export async function estimateSolanaFee() {
  const { activeNetwork, address } = appStore.getState()
  const { token, receiverAddress } = sendStore.getState()
  if (!activeNetwork || !address || !token) return
  try {
    const { estimateSolanaFee } = await solanaSend()
    const lamports = await estimateSolanaFee(activeNetwork, {
      from: address,
      to: receiverAddress ?? address,
      token,
    })
    // The form may have moved on while the node answered: an estimate for another send is dropped.
    const now = sendStore.getState()
    if (now.token !== token || now.receiverAddress !== receiverAddress) return
    const solPrice = accountStore.getState().tokens?.find((t) => !t.address)?.price ?? 0
    sendStore.setState({
      gasPrice: lamports,
      gasPriceInUSD: multiply(lamportsToSol(lamports), solPrice).toNumber(),
      gasError: undefined,
    })
  } catch (error) {
    sendStore.setState({
      gasError: error instanceof Error ? error.message : GAS_PRICE_UNSUPPORTED,
    })
  }
}

/**
 * Build, have the wallet sign and send, wait for confirmation. Any failure, a decline in the wallet
 * included, is spec section 8's Solana send failure, 'Failed to send transaction. Please try
 * again.'; the form stays as EVM keeps it. Once a signature exists the account is read again
 * whatever happened, since the transfer may still land.
 */
export async function sendSolanaNow(
  event: SendEvent,
  parameters: { from: string; to: string; token: TokenBalance; amount: string },
) {
  const network = appStore.getState().activeNetwork
  if (!network) return sendFailed(event, 'No network', userMessages.SOLANA_SEND_FAILED)
  const outcome = await solanaSend()
    .then(({ sendSolana }) => sendSolana(network, parameters))
    .catch((error: unknown) => ({
      ok: false as const,
      sent: false,
      message: error instanceof Error ? error.message : 'Unknown error',
    }))
  if (outcome.ok) sendSucceeded(event, outcome.signature)
  else sendFailed(event, outcome.message, userMessages.SOLANA_SEND_FAILED)
  if (outcome.ok || outcome.sent) invalidateAccount()
}
