import { decodeBase58, decodeBase64, isSolanaAddress } from '@airlock/shared-protocol/host'
import { solanaChainsOf } from './standardWallet.js'

/** Bad input from the modal: caught by the runner and answered with -32602 and this text. */
export class InvalidParamsError extends Error {}

// A wire transaction is at most 1232 bytes (one IPv6 packet). Messages: the modal's own cap; base58
// is quadratic, so a larger one would hold the page's thread for seconds.
const MAX_TRANSACTION_BYTES = 1232
const MAX_MESSAGE_BYTES = 16_384
const commitments = ['processed', 'confirmed', 'finalized']

export type Params = Record<string, unknown>

export function readParams(params: unknown): Params {
  if (params === undefined) return {}
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new InvalidParamsError('params must be an object')
  return params as Params
}

/** A base58 text of 32 bytes: the checks the modal's own schema makes of a Solana address. */
export const isAddress = (value: unknown): value is string =>
  isSolanaAddress(value) && decodeBase58(value).length === 32

export function readAddress(params: Params, key: string): string {
  const value = params[key]
  if (!isAddress(value)) throw new InvalidParamsError(`${key} must be a base58 Solana address`)
  return value
}

/**
 * Bytes sent as text (`decode`: base58 or base64), between 1 and `max` long. Text longer than
 * `max` bytes can take (`charsPerByte`: 1.37 in base58, 4/3 in base64) is refused undecoded.
 */
function readBytes(
  params: Params,
  key: string,
  decode: (text: string) => Uint8Array,
  max: number,
  charsPerByte: number,
) {
  const value = params[key]
  let bytes: Uint8Array | undefined
  try {
    if (typeof value === 'string' && value.length <= Math.ceil(max * charsPerByte) + 3) bytes = decode(value)
  } catch {}
  return bytes?.length && bytes.length <= max ? bytes : undefined
}

export function readBase58(params: Params, key: string): Uint8Array {
  const bytes = readBytes(params, key, decodeBase58, MAX_MESSAGE_BYTES, 1.37)
  if (!bytes) throw new InvalidParamsError(`${key} must be base58 of 1 to ${MAX_MESSAGE_BYTES} bytes`)
  return bytes
}

export function readTransaction(params: Params, key: string): Uint8Array {
  const bytes = readBytes(params, key, decodeBase64, MAX_TRANSACTION_BYTES, 4 / 3)
  if (!bytes)
    throw new InvalidParamsError(
      `${key} must be base64 of a transaction (1 to ${MAX_TRANSACTION_BYTES} bytes)`,
    )
  return bytes
}

/** A Wallet Standard chain (`solana:localnet`); whether the wallet serves it is the wallet's call. */
export function readChain(params: Params): `solana:${string}` {
  const chain = solanaChainsOf([params.chain])[0]
  if (!chain) throw new InvalidParamsError('chain must be a Solana chain such as solana:mainnet')
  return chain as `solana:${string}`
}

/** web3.js's SendOptions the standard knows; other keys are left out, wrong types refused. */
export function readSendOptions(params: Params): Record<string, unknown> | undefined {
  const options = params.options
  if (options === undefined || options === null) return undefined
  if (typeof options !== 'object' || Array.isArray(options))
    throw new InvalidParamsError('options must be an object')
  const read: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue
    const ok =
      key === 'commitment' || key === 'preflightCommitment'
        ? commitments.includes(value as string)
        : key === 'skipPreflight'
          ? typeof value === 'boolean'
          : key === 'maxRetries' || key === 'minContextSlot'
            ? Number.isSafeInteger(value) && (value as number) >= 0
            : undefined
    if (ok === false) throw new InvalidParamsError(`options.${key} is not valid`)
    if (ok) read[key] = value
  }
  return read
}
