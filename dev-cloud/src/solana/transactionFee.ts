import type { DecodedMessage } from './decodeTransaction.js'
import { BUILTIN_PROGRAMS, COMPUTE_BUDGET_PROGRAM } from './programIds.js'

export const LAMPORTS_PER_SIGNATURE = 5000
const DEFAULT_BUILTIN_UNITS = 3_000
const DEFAULT_UNITS = 200_000
const MAX_UNITS = 1_400_000
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n
/** Precompile instructions carry signatures the fee counts too (their first data byte says how many). */
const PRECOMPILES = new Set([
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
])
const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3

/**
 * The fee the runtime charges: 5,000 lamports a signature plus the priority fee (compute-unit price
 * in micro-lamports times the unit limit, the requested one or agave's default), as litesvm charges.
 */
export function transactionFee(
  transaction: Pick<DecodedMessage, 'header' | 'instructions'>,
  keys: readonly string[],
): number {
  let signatures = transaction.header.numRequiredSignatures
  let limit: number | undefined
  let price = 0n
  let defaultLimit = 0
  for (const instruction of transaction.instructions) {
    const program = keys[instruction.programIdIndex] ?? ''
    const { data } = instruction
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (PRECOMPILES.has(program)) signatures += data[0] ?? 0
    if (program === COMPUTE_BUDGET_PROGRAM && data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5)
      limit = view.getUint32(1, true)
    if (program === COMPUTE_BUDGET_PROGRAM && data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9)
      price = view.getBigUint64(1, true)
    defaultLimit += BUILTIN_PROGRAMS.has(program) ? DEFAULT_BUILTIN_UNITS : DEFAULT_UNITS
  }
  const units = BigInt(Math.min(limit ?? defaultLimit, MAX_UNITS))
  const priority = (price * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return signatures * LAMPORTS_PER_SIGNATURE + Number(priority)
}
