import { toBase58 } from './base58.js'
import { parseSystemInstruction } from './parseSystemInstruction.js'
import { parseTokenInstruction } from './parseTokenInstruction.js'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  MEMO_PROGRAMS,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from './programIds.js'

const utf8 = new TextDecoder('utf-8', { fatal: true })
const ATA_TYPES = ['create', 'createIdempotent'] as const
const ATA_ACCOUNTS = ['source', 'account', 'wallet', 'mint', 'systemProgram', 'tokenProgram'] as const

function parseAssociatedTokenInstruction(data: Uint8Array, accounts: readonly string[]) {
  const type = data.length === 0 ? 'create' : ATA_TYPES[data[0] ?? -1]
  if (!type || accounts.length < ATA_ACCOUNTS.length) return undefined
  return { type, info: Object.fromEntries(ATA_ACCOUNTS.map((name, index) => [name, accounts[index]])) }
}

function parseMemo(data: Uint8Array): string | undefined {
  try {
    return utf8.decode(data)
  } catch {
    return undefined
  }
}

/** agave's program names in jsonParsed, and how each one's instructions read. */
const PARSERS: Record<
  string,
  { program: string; parse(data: Uint8Array, accounts: readonly string[]): unknown }
> = {
  [SYSTEM_PROGRAM]: { program: 'system', parse: parseSystemInstruction },
  [TOKEN_PROGRAM]: { program: 'spl-token', parse: parseTokenInstruction },
  [TOKEN_2022_PROGRAM]: { program: 'spl-token-2022', parse: parseTokenInstruction },
  [ASSOCIATED_TOKEN_PROGRAM]: {
    program: 'spl-associated-token-account',
    parse: parseAssociatedTokenInstruction,
  },
  ...Object.fromEntries([...MEMO_PROGRAMS].map((id) => [id, { program: 'spl-memo', parse: parseMemo }])),
}

/**
 * One instruction in jsonParsed form: parsed for the programs agave parses (system, SPL Token,
 * associated token accounts, memo) when it reads, else partially decoded (accounts and base58 data).
 */
export function parseInstruction(
  programId: string,
  accounts: readonly string[],
  data: Uint8Array,
  stackHeight: number | null,
) {
  const parser = PARSERS[programId]
  const parsed = parser?.parse(data, accounts)
  if (parser && parsed !== undefined) return { parsed, program: parser.program, programId, stackHeight }
  return { accounts: [...accounts], data: toBase58(data), programId, stackHeight }
}
