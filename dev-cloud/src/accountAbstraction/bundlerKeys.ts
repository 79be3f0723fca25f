import type { Address, Hex } from 'viem'

/**
 * The bundler's keys: accounts 10 and 11 of anvil's default mnemonic ("test test ... junk"), public
 * test keys like its first ten but ones anvil does not fund and no test, fixture or dev wallet holds
 * (those use 0-9), so the gas the bundler spends moves no balance a test checks. The bundler funds
 * them itself on start (anvil_setBalance).
 */
export const BUNDLER_EXECUTOR = {
  address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096' as Address,
  privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897' as Hex,
}
/** Alto's utility account: it deploys alto's simulation contracts and would refill the executor. */
export const BUNDLER_UTILITY = {
  address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788' as Address,
  privateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82' as Hex,
}
