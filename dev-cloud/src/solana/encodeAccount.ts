import { toBase58 } from './base58.js'
import type { StoredAccount } from './chainStore.js'
import { parsedTokenAccount } from './parsedTokenAccount.js'
import { invalidParams } from './rpcError.js'
import type { AccountConfig } from './rpcParams.js'

/** Accounts no longer pay rent: agave reports every rentEpoch as u64::MAX. */
export const RENT_EPOCH = Number(2n ** 64n - 1n)
/** agave refuses base58 for more data than this (base58 grows quadratically to encode). */
const MAX_BASE58_BYTES = 128

/** An account as the RPC returns it, in the requested encoding (agave's default: bare base58). */
export function encodeAccount(
  account: StoredAccount,
  { encoding = 'binary', dataSlice }: Pick<AccountConfig, 'encoding' | 'dataSlice'>,
  read: (address: string) => StoredAccount | undefined,
) {
  const sliced = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  let data: unknown
  if (encoding === 'jsonParsed') {
    data = (!dataSlice && parsedTokenAccount(account, read)) || [
      Buffer.from(sliced).toString('base64'),
      'base64',
    ]
  } else if (encoding === 'base64') {
    data = [Buffer.from(sliced).toString('base64'), 'base64']
  } else if (encoding === 'base64+zstd') {
    throw invalidParams('base64+zstd encoding is not supported by this node; use base64')
  } else {
    if (sliced.length > MAX_BASE58_BYTES)
      throw invalidParams(
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    data = encoding === 'base58' ? [toBase58(sliced), 'base58'] : toBase58(sliced)
  }
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: RENT_EPOCH,
    space: account.data.length,
  }
}
