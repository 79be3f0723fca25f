import { InvalidChainIdError } from '../errors/chain.js'

/** Chain ids from here on collide with the coin-type bit used by name registration (ENSIP-11). */
export const MAX_REGISTER_CHAIN_ID_EXCLUSIVE = 2147483648

/**
 * Returns `chainId` if a name can be registered for it: a non-negative integer below 2147483648.
 * Throws 'Invalid chainId' otherwise.
 *
 * @example
 * import { validateRegisterChainId } from '@airlock/shared-protocol'
 * validateRegisterChainId(1) // 1
 */
export function validateRegisterChainId(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= MAX_REGISTER_CHAIN_ID_EXCLUSIVE) {
    throw new InvalidChainIdError({ chainId })
  }
  return chainId
}
