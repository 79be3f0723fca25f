import { address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM } from './programIds.js'

const encoder = getAddressEncoder()

/** The associated token account of `owner` for `mint`: where wallets look for (and create) its balance. */
export async function associatedTokenAddress(
  owner: string,
  mint: string,
  tokenProgram: string = TOKEN_PROGRAM,
): Promise<string> {
  const [pda] = await getProgramDerivedAddress({
    programAddress: address(ASSOCIATED_TOKEN_PROGRAM),
    seeds: [
      encoder.encode(address(owner)),
      encoder.encode(address(tokenProgram)),
      encoder.encode(address(mint)),
    ],
  })
  return pda
}
