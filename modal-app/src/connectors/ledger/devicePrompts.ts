import {
  type Address,
  bytesToHex,
  formatUnits,
  getAddress,
  type Hex,
  type SignableMessage,
  toBytes,
} from 'viem'
import { t } from '../../i18n/t.js'
import type { LedgerTransaction } from './signLedgerTransaction.js'

/** One line the device shows, as the Ethereum app labels it. */
export interface LedgerScreen {
  label: string
  value: string
}

/** What to tell the user while the device waits: a one-line summary and the screens to expect. */
export interface LedgerPrompt {
  title: string
  summary: string
  screens: LedgerScreen[]
}

export interface PromptNetwork {
  name: string
  symbol: string
  decimals?: number
}

export type LedgerPromptRequest =
  | { kind: 'address'; address: Address; network?: PromptNetwork }
  | { kind: 'message'; message: SignableMessage }
  | { kind: 'typedData'; domainHash: Hex; messageHash: Hex }
  | { kind: 'transaction'; transaction: LedgerTransaction; network: PromptNetwork }

export const shortAddress = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * What the Ledger's Ethereum app will display for a request, for the modal to show beside "Confirm on
 * your Ledger". Transactions are reviewed field by field (amount, recipient, network, max fees) with a
 * blind-signing warning when they carry data; messages as text when printable, else as hex; typed data
 * (hashed mode) as its two hashes. Its texts are in the visitor's language (call it as the request
 * starts, not at import).
 * @example
 * import { describeLedgerPrompt } from './devicePrompts.js'
 * describeLedgerPrompt({ kind: 'message', message: 'hello' }).summary // 'Sign message on your Ledger: "hello"'
 */
export function describeLedgerPrompt(request: LedgerPromptRequest): LedgerPrompt {
  switch (request.kind) {
    case 'address': {
      const screens: LedgerScreen[] = [{ label: t('Address'), value: request.address }]
      if (request.network) screens.push({ label: t('Network'), value: request.network.name })
      return {
        title: t('Verify Ethereum address'),
        summary: t('Check that your Ledger shows {address} and approve it', {
          address: shortAddress(request.address),
        }),
        screens,
      }
    }
    case 'message': {
      const value = messageText(request.message)
      return {
        title: t('Sign message'),
        summary: t('Sign message on your Ledger: "{message}"', { message: value }),
        screens: [{ label: t('Message'), value }],
      }
    }
    case 'typedData':
      return {
        title: t('Sign typed message'),
        summary: t(
          'Sign typed message on your Ledger: it shows only its hashes (domain {domainHash}, message {messageHash}), so blind signing must be on',
          { domainHash: short(request.domainHash), messageHash: short(request.messageHash) },
        ),
        screens: [
          { label: t('Domain hash'), value: request.domainHash },
          { label: t('Message hash'), value: request.messageHash },
        ],
      }
    case 'transaction':
      return transactionPrompt(request.transaction, request.network)
  }
}

function transactionPrompt(transaction: LedgerTransaction, network: PromptNetwork): LedgerPrompt {
  const decimals = network.decimals ?? 18
  const amount = `${formatUnits(transaction.value ?? 0n, decimals)} ${network.symbol}`
  const feePerGas =
    'maxFeePerGas' in transaction && transaction.maxFeePerGas !== undefined
      ? transaction.maxFeePerGas
      : (transaction.gasPrice ?? 0n)
  const maxFees = `${formatUnits((transaction.gas ?? 0n) * feePerGas, decimals)} ${network.symbol}`
  const to = transaction.to ? getAddress(transaction.to) : undefined
  const hasData = transaction.data !== undefined && transaction.data !== '0x'
  const screens: LedgerScreen[] = [
    { label: t('Amount'), value: amount },
    { label: t('Address'), value: to ?? t('Contract creation') },
    { label: t('Network'), value: network.name },
    { label: t('Max fees'), value: maxFees },
  ]
  if (hasData) screens.unshift({ label: t('Blind signing'), value: t('Transaction data cannot be verified') })
  const values = { amount, network: network.name, maxFees }
  const review = to
    ? t('Review transaction: {amount} to {address} on {network}, max fee {maxFees}.', {
        ...values,
        address: shortAddress(to),
      })
    : t('Review transaction: {amount} to create a contract on {network}, max fee {maxFees}.', values)
  // Two sentences: the blind-signing warning follows the review when the transaction carries data.
  const warning = t('It carries contract data your Ledger cannot show: blind signing must be on.')
  return {
    title: t('Review transaction'),
    summary: hasData ? `${review} ${warning}` : review,
    screens,
  }
}

function messageText(message: SignableMessage): string {
  const bytes =
    typeof message === 'string'
      ? new TextEncoder().encode(message)
      : typeof message.raw === 'string'
        ? toBytes(message.raw)
        : message.raw
  const printable = bytes.every((byte) => (byte >= 0x20 && byte < 0x7f) || byte === 0x0a)
  return printable ? new TextDecoder().decode(bytes) : bytesToHex(bytes)
}

const short = (hash: Hex) => `${hash.slice(0, 10)}…${hash.slice(-8)}`
