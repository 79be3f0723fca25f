/** ENSIP-11: bit 31 set marks an EVM chain's coin type; 60 is Ethereum mainnet's (SLIP-44). */
const EVM_BIT = 0x80000000
const ETHEREUM_COIN_TYPE = 60

export type CoinTypeChain = { chainId: number } | { error: 'Invalid chainId' | 'Unsupported coin_type' }

/**
 * The EVM chain an ENSIP-11 coin type names: 60 is chain 1, `0x80000000 | chainId` any chain below
 * 2147483648 (AppKit's `convertEVMChainIdToCoinType`, which sends 0x80000001 for mainnet too).
 *
 * @example
 * chainOfCoinType(0x80000000 | 31337) // { chainId: 31337 }
 */
export function chainOfCoinType(coinType: number): CoinTypeChain {
  if (coinType === ETHEREUM_COIN_TYPE) return { chainId: 1 }
  if (!Number.isSafeInteger(coinType) || coinType < EVM_BIT) return { error: 'Unsupported coin_type' }
  const chainId = coinType - EVM_BIT
  return chainId > 0 && chainId < EVM_BIT ? { chainId } : { error: 'Invalid chainId' }
}
