import type { StoredAccount, TokenBalance } from './chainStore.js'
import { TOKEN_PROGRAMS } from './programIds.js'
import { decodeMint, decodeTokenAccount, tokenAmount } from './tokenLayout.js'

/**
 * The token balances among a transaction's accounts (meta.preTokenBalances / postTokenBalances):
 * each account the token programs own that decodes as a token account of a known mint.
 */
export function tokenBalances(
  keys: readonly string[],
  read: (address: string) => StoredAccount | undefined,
): TokenBalance[] {
  const balances: TokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const account = read(key)
    if (!account || !TOKEN_PROGRAMS.has(account.owner)) return
    const state = decodeTokenAccount(account.data)
    const mintAccount = state && read(state.mint)
    const mint = mintAccount && decodeMint(mintAccount.data)
    if (!state || !mint) return
    balances.push({
      accountIndex,
      mint: state.mint,
      owner: state.owner,
      programId: account.owner,
      uiTokenAmount: tokenAmount(state.amount, mint.decimals),
    })
  })
  return balances
}
