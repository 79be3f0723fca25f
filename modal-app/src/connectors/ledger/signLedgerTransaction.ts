import type Eth from '@ledgerhq/hw-app-eth'
import {
  type Address,
  type Hex,
  recoverTransactionAddress,
  serializeTransaction,
  type TransactionSerializable,
} from 'viem'
import { msg } from '../../i18n/t.js'
import { LedgerError, wrongNetworkError } from './ledgerErrors.js'

/** A transaction as the caller prepared it; the chain id may be left out (the session's is used). */
export type LedgerTransaction = TransactionSerializable extends infer T
  ? T extends TransactionSerializable
    ? Omit<T, 'chainId'> & { chainId?: number }
    : never
  : never

export interface SignLedgerTransactionParameters {
  account: { path: string; address: Address }
  /** Prepared by the caller (nonce, gas, fees filled): the device signs exactly this. */
  transaction: LedgerTransaction
  /** The chain the session is on; the transaction must name it. */
  chainId: number
}

// hw-app-eth parses the payload with ethers v5, which reads legacy, EIP-2930 and EIP-1559 only.
const SIGNABLE = new Set(['legacy', 'eip2930', 'eip1559'])

/**
 * Serializes with viem, has the device sign with no resolution (no token or plugin lookups: the
 * modal stays offline, and data is blind-signed), and returns the signed transaction, checked to
 * recover the account's address.
 */
export async function signLedgerTransaction(
  eth: Eth,
  { account, transaction, chainId }: SignLedgerTransactionParameters,
  device: <T>(run: () => Promise<T>, blindSigningPossible?: boolean) => Promise<T>,
): Promise<Hex> {
  if (transaction.chainId !== undefined && transaction.chainId !== chainId)
    throw wrongNetworkError(transaction.chainId, chainId)
  const prepared = { ...transaction, chainId } as TransactionSerializable
  const type = prepared.type ?? (prepared.maxFeePerGas !== undefined ? 'eip1559' : 'legacy')
  if (!SIGNABLE.has(type))
    throw new LedgerError('unsupported', {
      text: msg('Your Ledger cannot sign {type} transactions here'),
      values: { type },
    })
  const unsigned = serializeTransaction({ ...prepared, type } as TransactionSerializable)
  const hasData = prepared.data !== undefined && prepared.data !== '0x'
  const { v, r, s } = await device(
    () => eth.signTransaction(account.path.replace(/^m\//, ''), unsigned.slice(2), null),
    hasData,
  )
  const signature =
    type === 'legacy'
      ? { r: `0x${r}` as Hex, s: `0x${s}` as Hex, v: BigInt(`0x${v}`) }
      : { r: `0x${r}` as Hex, s: `0x${s}` as Hex, yParity: Number.parseInt(v, 16) }
  const signed = serializeTransaction({ ...prepared, type } as TransactionSerializable, signature)
  const recovered = await recoverTransactionAddress({ serializedTransaction: signed as never })
  if (recovered.toLowerCase() !== account.address.toLowerCase()) throw new LedgerError('wrongAccount')
  return signed
}
