import type { StoredAccount } from './chainStore.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAMS } from './programIds.js'
import { decodeMint, decodeTokenAccount, tokenAmount } from './tokenLayout.js'

/**
 * A token program account in agave's jsonParsed form (`{ program, parsed: { type, info }, space }`);
 * undefined for anything else, which the caller then sends as base64, as agave does.
 */
export function parsedTokenAccount(
  account: StoredAccount,
  read: (address: string) => StoredAccount | undefined,
): { program: string; parsed: { type: string; info: Record<string, unknown> }; space: number } | undefined {
  if (!TOKEN_PROGRAMS.has(account.owner)) return undefined
  const program = account.owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token'
  const space = account.data.length
  const state = decodeTokenAccount(account.data)
  if (state) {
    const mintAccount = read(state.mint)
    const mint = mintAccount && decodeMint(mintAccount.data)
    if (!mint || state.state === 'uninitialized') return undefined
    const info: Record<string, unknown> = {
      isNative: state.isNative !== null,
      mint: state.mint,
      owner: state.owner,
      state: state.state,
      tokenAmount: tokenAmount(state.amount, mint.decimals),
    }
    if (state.delegate) {
      info.delegate = state.delegate
      info.delegatedAmount = tokenAmount(state.delegatedAmount, mint.decimals)
    }
    if (state.closeAuthority) info.closeAuthority = state.closeAuthority
    if (state.isNative !== null) info.rentExemptReserve = tokenAmount(state.isNative, mint.decimals)
    return { program, parsed: { type: 'account', info }, space }
  }
  const mint = decodeMint(account.data)
  if (!mint?.isInitialized) return undefined
  return {
    program,
    parsed: {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority,
        isInitialized: true,
        mintAuthority: mint.mintAuthority,
        supply: mint.supply.toString(),
      },
    },
    space,
  }
}
