import { hashCode, newOtp, sameHash } from './secrets.js'
import { inTransaction, type WalletDb } from './walletDb.js'

/** What a code is for: a login, or one of the two steps of an email change. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'missing'

export interface CodeStore {
  /** A new code for (purpose, subject), replacing any earlier one; only its keyed hash is stored. */
  issue(purpose: CodePurpose, subject: string): Promise<string>
  /**
   * Checks a guess; a right one is consumed, the last allowed wrong one voids the code. Guesses
   * through several nodes at once count one by one: the code's row is locked while one is checked.
   */
  check(purpose: CodePurpose, subject: string, code: string): Promise<CodeCheck>
}

export function createCodeStore(
  db: WalletDb,
  { hashKey, ttlMs, maxAttempts }: { hashKey: Uint8Array; ttlMs: number; maxAttempts: number },
  now: () => number,
): CodeStore {
  // The subject is part of the hashed text: a code hash moved to another row never matches there.
  const hashOf = (purpose: CodePurpose, subject: string, code: string) =>
    hashCode(hashKey, `${purpose}\n${subject}\n${code}`)

  return {
    async issue(purpose, subject) {
      const code = newOtp()
      await db
        .insertInto('codes')
        .values({
          purpose,
          subject,
          code_hash: hashOf(purpose, subject, code),
          attempts: 0,
          expires_at: now() + ttlMs,
        })
        .onConflict((conflict) =>
          conflict.columns(['purpose', 'subject']).doUpdateSet((eb) => ({
            code_hash: eb.ref('excluded.code_hash'),
            attempts: 0,
            expires_at: eb.ref('excluded.expires_at'),
          })),
        )
        .execute()
      return code
    },
    check: (purpose, subject, code) =>
      inTransaction(db, async (tx, lock): Promise<CodeCheck> => {
        const row = tx.selectFrom('codes').where('purpose', '=', purpose).where('subject', '=', subject)
        const found = await row
          .select(['code_hash', 'attempts', 'expires_at'])
          .$if(lock, (q) => q.forUpdate())
          .executeTakeFirst()
        if (!found) return 'missing'
        const remove = () =>
          tx.deleteFrom('codes').where('purpose', '=', purpose).where('subject', '=', subject).execute()
        if (found.expires_at <= now()) {
          await remove()
          return 'expired'
        }
        if (sameHash(found.code_hash, hashOf(purpose, subject, code))) {
          await remove()
          return 'ok'
        }
        if (found.attempts + 1 >= maxAttempts) {
          await remove()
          return 'exhausted'
        }
        await tx
          .updateTable('codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('purpose', '=', purpose)
          .where('subject', '=', subject)
          .execute()
        return 'wrong'
      }),
  }
}
