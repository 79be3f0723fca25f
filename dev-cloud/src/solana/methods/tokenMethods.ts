import * as z from 'zod'
import type { StoredAccount } from '../chainStore.js'
import { encodeAccount } from '../encodeAccount.js'
import { TOKEN_PROGRAMS } from '../programIds.js'
import { invalidParams } from '../rpcError.js'
import { contextSlot, rpcMethod, withContext } from '../rpcMethod.js'
import { accountConfig, contextConfig, optionalConfig, pubkey } from '../rpcParams.js'
import type { SolanaChain } from '../solanaChain.js'
import { decodeMint, decodeTokenAccount, tokenAmount } from '../tokenLayout.js'

const ownerFilter = z.union([z.object({ mint: pubkey }), z.object({ programId: pubkey })])

function mintOf(chain: SolanaChain, at: string) {
  const account = chain.readAccount(at)
  const mint = account && TOKEN_PROGRAMS.has(account.owner) ? decodeMint(account.data) : undefined
  return mint && account ? { account, mint } : undefined
}

/** Which token program to scan and which mint to keep, from the method's filter (agave's errors). */
function scope(chain: SolanaChain, filter: z.infer<typeof ownerFilter>) {
  if ('mint' in filter) {
    const found = mintOf(chain, filter.mint)
    if (!found) throw invalidParams('could not find mint')
    return { program: found.account.owner, mint: filter.mint }
  }
  if (!TOKEN_PROGRAMS.has(filter.programId)) throw invalidParams('unrecognized Token program id')
  return { program: filter.programId, mint: undefined }
}

export const tokenMethods = {
  getTokenAccountsByOwner: rpcMethod(
    z.tuple([pubkey, ownerFilter, optionalConfig(accountConfig)]),
    ([owner, filter, config], chain) => {
      const slot = contextSlot(chain, config)
      const { program, mint } = scope(chain, filter)
      const owned = chain.programAccounts(program).filter((account: StoredAccount) => {
        const state = decodeTokenAccount(account.data)
        return state?.owner === owner && (mint === undefined || state.mint === mint)
      })
      return withContext(
        slot,
        owned.map((account) => ({
          pubkey: account.address,
          account: encodeAccount(account, config ?? {}, chain.readAccount),
        })),
      )
    },
  ),

  getTokenAccountBalance: rpcMethod(
    z.tuple([pubkey, optionalConfig(contextConfig)]),
    ([at, config], chain) => {
      const slot = contextSlot(chain, config)
      const account = chain.readAccount(at)
      const state =
        account && TOKEN_PROGRAMS.has(account.owner) ? decodeTokenAccount(account.data) : undefined
      const mint = state && mintOf(chain, state.mint)
      if (!state || !mint) throw invalidParams('not a Token account')
      return withContext(slot, tokenAmount(state.amount, mint.mint.decimals))
    },
  ),

  getTokenSupply: rpcMethod(z.tuple([pubkey, optionalConfig(contextConfig)]), ([at, config], chain) => {
    const slot = contextSlot(chain, config)
    const found = mintOf(chain, at)
    if (!found) throw invalidParams('not a Token mint')
    return withContext(slot, tokenAmount(found.mint.supply, found.mint.decimals))
  }),
}
