import {
  type Account,
  type Chain,
  type Hex,
  hexToString,
  isAddress,
  isAddressEqual,
  isHex,
  type Transport,
  type WalletClient,
} from 'viem'
import { msg } from './i18n/t.js'

/** An EIP-1193 error the dApp receives as the request's answer. */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const userRejected = () => new WalletRequestError(4001, 'User rejected the request.')

export type DevWalletClient = WalletClient<Transport, Chain, Account>

export interface RequestSummary {
  /** A `msg()` text shown translated, or the method's name when the wallet has no words for it. */
  title: string
  /** What the user approves, readable: the message, the typed data, the transaction. */
  detail: string
}

const DEVNET_HEX = '0x7a69'

function ownAddress(client: DevWalletClient, claimed: unknown) {
  const ok = typeof claimed === 'string' && isAddress(claimed, { strict: false })
  if (!ok || !isAddressEqual(claimed, client.account.address))
    throw new WalletRequestError(
      4100,
      `This request is for ${String(claimed)}, not ${client.account.address}`,
    )
}

/** personal_sign's message: hex is decoded when it is readable text (the usual case). */
function messageText(data: unknown): string {
  if (typeof data !== 'string') return String(data)
  if (!isHex(data)) return data
  const text = hexToString(data)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mean binary data.
  return /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text) ? data : text
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2)

function typedDataOf(raw: unknown): Record<string, unknown> {
  const parsed = typeof raw === 'string' ? JSON.parse(raw) : raw
  if (typeof parsed !== 'object' || parsed === null)
    throw new WalletRequestError(-32602, 'Invalid typed data')
  return parsed as Record<string, unknown>
}

/** What the request screen shows for a request. */
export function summarize(method: string, params: unknown): RequestSummary {
  const args = Array.isArray(params) ? params : [params]
  switch (method) {
    case 'personal_sign':
      return { title: msg('Sign a message'), detail: messageText(args[0]) }
    case 'eth_signTypedData':
    case 'eth_signTypedData_v4':
      return { title: msg('Sign typed data'), detail: pretty(typedDataOf(args[1])) }
    case 'eth_sendTransaction':
      return { title: msg('Send a transaction'), detail: pretty(args[0]) }
    case 'wallet_sendCalls':
      return {
        title: msg('Send calls, one transaction each'),
        detail: pretty((args[0] as { calls?: unknown })?.calls),
      }
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain':
      return { title: msg('Switch network'), detail: pretty(args[0]) }
    default:
      return { title: method, detail: pretty(params) }
  }
}

const bigintOf = (value: unknown) => (typeof value === 'string' && isHex(value) ? BigInt(value) : undefined)

/** Runs an approved request with the dev key; throws a WalletRequestError the dApp gets as the answer. */
export async function execute(client: DevWalletClient, method: string, params: unknown): Promise<unknown> {
  const args = Array.isArray(params) ? params : [params]
  switch (method) {
    case 'personal_sign': {
      ownAddress(client, args[1])
      const data = args[0]
      if (typeof data !== 'string') throw new WalletRequestError(-32602, 'personal_sign needs a message')
      return client.signMessage({ message: isHex(data) ? { raw: data } : data })
    }
    case 'eth_signTypedData':
    case 'eth_signTypedData_v4': {
      ownAddress(client, args[0])
      const { domain, types, primaryType, message } = typedDataOf(args[1])
      const { EIP712Domain: _, ...rest } = (types ?? {}) as Record<string, unknown>
      return client.signTypedData({
        domain,
        types: rest,
        primaryType,
        message,
      } as Parameters<DevWalletClient['signTypedData']>[0])
    }
    case 'eth_sendTransaction': {
      const tx = (args[0] ?? {}) as Record<string, unknown>
      ownAddress(client, tx.from)
      const gasPrice = bigintOf(tx.gasPrice)
      const maxFeePerGas = bigintOf(tx.maxFeePerGas)
      const maxPriorityFeePerGas = bigintOf(tx.maxPriorityFeePerGas)
      const gas = bigintOf(tx.gas)
      return client.sendTransaction({
        to: typeof tx.to === 'string' ? (tx.to as Hex) : null,
        value: bigintOf(tx.value) ?? 0n,
        ...(typeof tx.data === 'string' ? { data: tx.data as Hex } : {}),
        ...(gas !== undefined ? { gas } : {}),
        ...(gasPrice !== undefined ? { gasPrice } : {}),
        ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
        ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
      } as Parameters<DevWalletClient['sendTransaction']>[0])
    }
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const chainId = String((args[0] as { chainId?: unknown } | undefined)?.chainId ?? '').toLowerCase()
      if (chainId === DEVNET_HEX) return null
      throw new WalletRequestError(
        4902,
        `Airlock Dev Wallet serves only the anvil devnet (chain 31337), not ${chainId}`,
      )
    }
    default:
      throw new WalletRequestError(4200, `Airlock Dev Wallet does not support ${method}`)
  }
}
