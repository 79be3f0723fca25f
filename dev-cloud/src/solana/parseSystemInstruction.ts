import { toBase58 } from './base58.js'

export type ParsedInfo = { type: string; info: Record<string, unknown> }

/** The system program's instructions in agave's jsonParsed form (those wallets send); else undefined. */
export function parseSystemInstruction(
  data: Uint8Array,
  accounts: readonly string[],
): ParsedInfo | undefined {
  if (data.length < 4) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const u64 = (offset: number) => Number(view.getBigUint64(offset, true))
  const [first, second] = accounts
  switch (view.getUint32(0, true)) {
    case 0:
      if (data.length < 52 || !second) return undefined
      return {
        type: 'createAccount',
        info: {
          source: first,
          newAccount: second,
          lamports: u64(4),
          space: u64(12),
          owner: toBase58(data.subarray(20, 52)),
        },
      }
    case 1:
      if (data.length < 36 || !first) return undefined
      return { type: 'assign', info: { account: first, owner: toBase58(data.subarray(4, 36)) } }
    case 2:
      if (data.length < 12 || !second) return undefined
      return { type: 'transfer', info: { source: first, destination: second, lamports: u64(4) } }
    case 8:
      if (data.length < 12 || !first) return undefined
      return { type: 'allocate', info: { account: first, space: u64(4) } }
    default:
      return undefined
  }
}
