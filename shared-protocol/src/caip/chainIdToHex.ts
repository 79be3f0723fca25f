import { InvalidChainIdError } from '../errors/chain.js'

/**
 * An EVM chain id as the `0x`-prefixed lowercase hex that EIP-1193 methods such as
 * `wallet_switchEthereumChain` expect. Throws 'Invalid chainId' for anything but a non-negative
 * safe integer (a decimal string is accepted).
 *
 * @example
 * import { chainIdToHex } from '@airlock/shared-protocol'
 * chainIdToHex(42161) // '0xa4b1'
 */
export function chainIdToHex(chainId: number | string): `0x${string}` {
  const value = typeof chainId === 'string' && /^\d{1,16}$/.test(chainId) ? Number(chainId) : chainId
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new InvalidChainIdError({ chainId })
  }
  return `0x${value.toString(16)}`
}
