import * as z from 'zod'
import { encodeAccount } from '../encodeAccount.js'
import { contextSlot, rpcMethod, withContext } from '../rpcMethod.js'
import { accountConfig, contextConfig, optionalConfig, pubkey } from '../rpcParams.js'

/** agave's cap on getMultipleAccounts. */
const MAX_MULTIPLE_ACCOUNTS = 100
/** Solana's largest account (10 MiB). */
const MAX_ACCOUNT_SPACE = 10 * 1024 * 1024

export const accountMethods = {
  getBalance: rpcMethod(z.tuple([pubkey, optionalConfig(contextConfig)]), ([at, config], chain) =>
    withContext(contextSlot(chain, config), Number(chain.readAccount(at)?.lamports ?? 0n)),
  ),

  getAccountInfo: rpcMethod(z.tuple([pubkey, optionalConfig(accountConfig)]), ([at, config], chain) => {
    const slot = contextSlot(chain, config)
    const account = chain.readAccount(at)
    return withContext(slot, account ? encodeAccount(account, config ?? {}, chain.readAccount) : null)
  }),

  getMultipleAccounts: rpcMethod(
    z.tuple([z.array(pubkey).max(MAX_MULTIPLE_ACCOUNTS), optionalConfig(accountConfig)]),
    ([addresses, config], chain) => {
      const slot = contextSlot(chain, config)
      return withContext(
        slot,
        addresses.map((at) => {
          const account = chain.readAccount(at)
          return account ? encodeAccount(account, config ?? {}, chain.readAccount) : null
        }),
      )
    },
  ),

  getMinimumBalanceForRentExemption: rpcMethod(
    z.tuple([z.number().int().nonnegative().max(MAX_ACCOUNT_SPACE), optionalConfig(contextConfig)]),
    ([space, config], chain) => {
      contextSlot(chain, config)
      return Number(chain.minimumBalance(space))
    },
  ),
}
