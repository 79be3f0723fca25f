import {
  bytesToHex,
  concatBytes,
  formatEther,
  getAddress,
  hexToBytes,
  keccak256,
  numberToHex,
  parseTransaction,
  type TransactionSerializable,
} from 'viem'
import type { AppContext, Screen } from './appContext.js'
import { requireBlindSigning } from './blindSigning.js'
import { readDerivationPath } from './derivationPath.js'
import { networkOf } from './networks.js'
import { rlpListExtent } from './rlpExtent.js'
import { signatureResponse } from './signature.js'
import { signDigest } from './signatureParts.js'
import { ApduStatusError, StatusWord } from './statusWords.js'

// A generous cap on what the stand-in buffers; the device itself streams and holds no whole transaction.
const MAX_TRANSACTION = 16 * 1024
const TYPED = new Set([0x01, 0x02])

/**
 * SIGN_ETH_TRANSACTION (INS 0x04) as a stream: the first chunk (P1 0x00) starts with the path, then the
 * RLP follows over chunks (P1 0x80) until the list its header announced is whole. An EIP-2718 payload
 * starts with its type byte (0x01, 0x02). The digest signed is keccak256 of the bytes received; v is
 * the parity for typed transactions, and for legacy ones EIP-155's `chainId * 2 + 35 + parity` on the
 * chain id's first 4 bytes, truncated to one byte as the app does (hw-app-eth's getV undoes it).
 */
export function startTransaction(first: Uint8Array) {
  const { path, length } = readDerivationPath(first)
  let received: Uint8Array = first.slice(length)
  return {
    async take(chunk: Uint8Array | undefined, app: AppContext): Promise<Uint8Array | undefined> {
      if (chunk) received = concatBytes([received, chunk])
      const typed = TYPED.has(received[0] ?? 0)
      if (!typed && (received[0] ?? 0) < 0xc0)
        throw new ApduStatusError(StatusWord.incorrectData, 'not a transaction')
      const extent = rlpListExtent(received, typed ? 1 : 0)
      if (!extent) {
        if (received.length > 10) throw new ApduStatusError(StatusWord.incorrectData, 'bad RLP header')
        return undefined
      }
      if (extent.end > MAX_TRANSACTION)
        throw new ApduStatusError(StatusWord.incorrectData, 'transaction too long')
      if (received.length > extent.end)
        throw new ApduStatusError(StatusWord.incorrectData, 'bytes past the RLP list')
      if (received.length < extent.end) return undefined
      return sign(path, received, app)
    },
  }
}

async function sign(path: string, raw: Uint8Array, app: AppContext): Promise<Uint8Array> {
  const serialized = bytesToHex(raw)
  let transaction: TransactionSerializable
  try {
    transaction = parseTransaction(serialized)
  } catch {
    throw new ApduStatusError(StatusWord.incorrectData, 'unreadable transaction')
  }
  const chainId = transaction.chainId ?? 0
  const hasData = transaction.data !== undefined && transaction.data !== '0x'
  if (hasData) requireBlindSigning(app, 'transaction', 'This transaction cannot be clear-signed')
  const approved = await app.review({
    kind: 'transaction',
    title: 'Review transaction',
    screens: screens(transaction),
  })
  if (!approved) throw new ApduStatusError(StatusWord.rejected, 'transaction rejected')
  const { parity, r, s } = await signDigest(app.keyAt(path), keccak256(serialized))
  return signatureResponse(transaction.type === 'legacy' ? legacyV(chainId, parity) : parity, r, s)
}

function legacyV(chainId: number, parity: number): number {
  if (chainId === 0) return 27 + parity
  const bytes = hexToBytes(numberToHex(chainId))
  const firstFour = Number.parseInt(bytesToHex(bytes.subarray(0, 4)).slice(2), 16)
  return Number((BigInt(firstFour) * 2n + 35n + BigInt(parity)) & 0xffn)
}

function screens(transaction: TransactionSerializable): Screen[] {
  const network = networkOf(transaction.chainId ?? 1)
  const feePerGas =
    'maxFeePerGas' in transaction && transaction.maxFeePerGas !== undefined
      ? transaction.maxFeePerGas
      : (transaction.gasPrice ?? 0n)
  const list: Screen[] = [
    { label: 'Amount', value: `${formatEther(transaction.value ?? 0n)} ${network.ticker}` },
    { label: 'Address', value: transaction.to ? getAddress(transaction.to) : 'Contract creation' },
    { label: 'Network', value: network.name },
    { label: 'Max fees', value: `${formatEther((transaction.gas ?? 0n) * feePerGas)} ${network.ticker}` },
  ]
  if (transaction.data && transaction.data !== '0x')
    list.unshift({ label: 'Blind signing', value: 'Transaction data cannot be verified' })
  return list
}
