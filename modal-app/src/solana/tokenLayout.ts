import { encodeBase58 } from '@airlock/shared-protocol'

/** The SPL Token program (the classic one; Token-2022 mints are not sent by the modal yet). */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** SPL Token's fixed layouts: a mint is 82 bytes, a token account 165 (what an ATA's rent pays for). */
export const MINT_SIZE = 82
export const TOKEN_ACCOUNT_SIZE = 165

const viewOf = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)

/** A mint's decimals; undefined unless `data` is an initialized mint. */
export function readMintDecimals(data: Uint8Array): number | undefined {
  if (data.length !== MINT_SIZE || data[45] !== 1) return undefined
  return data[44]
}

export interface TokenAccountState {
  mint: string
  owner: string
  amount: bigint
  /** A frozen account cannot send. */
  frozen: boolean
}

/** A token account's base fields; undefined unless `data` is an initialized or frozen token account. */
export function readTokenAccount(data: Uint8Array): TokenAccountState | undefined {
  const state = data[108]
  if (data.length !== TOKEN_ACCOUNT_SIZE || (state !== 1 && state !== 2)) return undefined
  return {
    mint: encodeBase58(data.subarray(0, 32)),
    owner: encodeBase58(data.subarray(32, 64)),
    amount: viewOf(data).getBigUint64(64, true),
    frozen: state === 2,
  }
}
