import { InvalidChainIdError } from '../errors/chain.js'

/**
 * Reads a `0x` hex chain id (as wallets report it in `eth_chainId` and `chainChanged`) as a
 * number. Throws 'Invalid chainId' for anything else or a value beyond a safe integer.
 *
 * @example
 * import { hexToChainId } from '@airlock/shared-protocol'
 * hexToChainId('0xa4b1') // 42161
 */
export function hexToChainId(hex: string): number {
  // 14 significant hex digits is the most a safe integer can need; longer input is refused unparsed.
  const digits = typeof hex === 'string' ? /^0x0*([0-9a-fA-F]{1,14})$/.exec(hex)?.[1] : undefined
  if (!digits) throw new InvalidChainIdError({ chainId: hex })
  const value = Number.parseInt(digits, 16)
  if (!Number.isSafeInteger(value)) throw new InvalidChainIdError({ chainId: hex })
  return value
}
