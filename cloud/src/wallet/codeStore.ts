import { hashCode, newOtp, sameHash } from './secrets.js'
import type { WalletDb } from './walletDb.js'

/** What a code is for: a login, or one of the two steps of an email change. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'missing'

export interface CodeStore {
  /** A new code for (purpose, subject), replacing any earlier one; only its keyed hash is stored. */
  issue(purpose: CodePurpose, subject: string): string
  /** Checks a guess; a right one is consumed, the last allowed wrong one voids the code. */
  check(purpose: CodePurpose, subject: string, code: string): CodeCheck
}

export function createCodeStore(
  db: WalletDb,
  { hashKey, ttlMs, maxAttempts }: { hashKey: Uint8Array; ttlMs: number; maxAttempts: number },
  now: () => number,
): CodeStore {
  const upsert = db.prepare(
    `INSERT INTO codes (purpose, subject, code_hash, attempts, expires_at) VALUES (?, ?, ?, 0, ?)
     ON CONFLICT (purpose, subject) DO UPDATE
       SET code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
  )
  const find = db.prepare(
    'SELECT code_hash AS codeHash, attempts, expires_at AS expiresAt FROM codes WHERE purpose = ? AND subject = ?',
  )
  const remove = db.prepare('DELETE FROM codes WHERE purpose = ? AND subject = ?')
  const miss = db.prepare('UPDATE codes SET attempts = attempts + 1 WHERE purpose = ? AND subject = ?')
  // The subject is part of the hashed text: a code hash moved to another row never matches there.
  const hashOf = (purpose: CodePurpose, subject: string, code: string) =>
    hashCode(hashKey, `${purpose}\n${subject}\n${code}`)

  return {
    issue(purpose, subject) {
      const code = newOtp()
      upsert.run(purpose, subject, hashOf(purpose, subject, code), now() + ttlMs)
      return code
    },
    check(purpose, subject, code) {
      const found = find.get(purpose, subject) as
        | { codeHash: string; attempts: number; expiresAt: number }
        | undefined
      if (!found) return 'missing'
      if (found.expiresAt <= now()) {
        remove.run(purpose, subject)
        return 'expired'
      }
      if (sameHash(found.codeHash, hashOf(purpose, subject, code))) {
        remove.run(purpose, subject)
        return 'ok'
      }
      if (found.attempts + 1 >= maxAttempts) {
        remove.run(purpose, subject)
        return 'exhausted'
      }
      miss.run(purpose, subject)
      return 'wrong'
    },
  }
}
