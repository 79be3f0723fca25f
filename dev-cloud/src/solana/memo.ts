import type { DecodedMessage } from './decodeTransaction.js'
import { MEMO_PROGRAMS } from './programIds.js'

const utf8 = new TextDecoder()

/** The memos of a transaction as getSignaturesForAddress shows them: "[length] text", joined by "; ". */
export function memoOf(transaction: DecodedMessage, keys: readonly string[]): string | null {
  const memos = transaction.instructions
    .filter((instruction) => MEMO_PROGRAMS.has(keys[instruction.programIdIndex] ?? ''))
    .map((instruction) => `[${instruction.data.length}] ${utf8.decode(instruction.data)}`)
  return memos.length > 0 ? memos.join('; ') : null
}
