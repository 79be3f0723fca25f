import { createHmac } from 'node:crypto'
import { hashToken, sameHash } from '../secrets.js'
import type { WalletDb } from '../walletDb.js'
import { newCodeVerifier, randomId } from './pkce.js'

/** Who the provider said signed in, as the callback stored it for the claim. */
export interface SocialIdentity {
  provider: string
  subject: string
  /** Only when the provider said it is verified. */
  email?: string
  username?: string
}

export type ClaimResult =
  | { status: 'pending' }
  | { status: 'completed'; identity: SocialIdentity }
  | { status: 'failed'; message: string }
  /** Wrong claim secret: the intent stays (until too many of these). */
  | { status: 'forbidden' }
  /** Unknown, expired, consumed, or killed by wrong secrets. */
  | { status: 'missing' }

/** What `/social/go` needs to send the browser to the provider. */
export interface Redirect {
  provider: string
  state: string
  nonce: string
  verifier: string
}

export interface SocialIntentStore {
  /** A new intent: its public id and the claim secret (only its hash is kept); undefined when the client has too many under way. */
  start(provider: string, client: string): { intent: string; claim: string } | undefined
  /** The intent's one trip to the provider (`started` to `redirected`); undefined when unknown, used or expired. */
  redirect(intent: string): Redirect | undefined
  /** The callback's one use of a state (`redirected` to `exchanging`); undefined when unknown, used or expired. */
  exchange(state: string): (Redirect & { intent: string }) | undefined
  complete(intent: string, identity: SocialIdentity): void
  fail(intent: string, message: string): void
  /** The claim: a finished intent is consumed (deleted) by the right secret, and only by it. */
  claim(intent: string, claim: string): ClaimResult
  /** Resolves when the intent changes (completed or failed) or after `ms`, whichever is first. */
  changed(intent: string, ms: number, signal?: AbortSignal): Promise<void>
}

export interface SocialIntentOptions {
  /** Keys the state to the intent (HMAC), so the state is never stored, only its hash. */
  stateKey: Uint8Array
  ttlMs: number
  maxClaimAttempts: number
  maxPendingPerClient: number
}

interface IntentRow {
  id: string
  claim_hash: string
  provider: string
  verifier: string
  nonce: string
  stage: 'started' | 'redirected' | 'exchanging' | 'completed' | 'failed'
  subject: string | null
  email: string | null
  username: string | null
  failure: string | null
  attempts: number
}

/**
 * Social sign-ins under way, in SQLite so a restart mid-flow loses none. The host page that opened
 * the popup knows the intent id (it is in the popup's first URL), never the claim secret (only the
 * frame's `start` answer carries it), nor the state or the PKCE verifier.
 */
export function createSocialIntentStore(
  db: WalletDb,
  { stateKey, ttlMs, maxClaimAttempts, maxPendingPerClient }: SocialIntentOptions,
  now: () => number,
): SocialIntentStore {
  const stateOf = (intent: string) => createHmac('sha256', stateKey).update(intent).digest('base64url')
  const pendingOf = db
    .prepare(
      "SELECT COUNT(*) FROM social_intents WHERE client = ? AND expires_at > ? AND stage IN ('started', 'redirected', 'exchanging')",
    )
    .pluck()
  const insert = db.prepare(
    `INSERT INTO social_intents (id, claim_hash, state_hash, provider, verifier, nonce, client, stage, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'started', ?)`,
  )
  const move = db.prepare(
    'UPDATE social_intents SET stage = ? WHERE id = ? AND stage = ? AND expires_at > ? RETURNING *',
  )
  const byState = db.prepare("SELECT id FROM social_intents WHERE state_hash = ? AND stage = 'redirected'")
  const finish = db.prepare(
    `UPDATE social_intents SET stage = ?, subject = ?, email = ?, username = ?, failure = ?
     WHERE id = ? AND stage = 'exchanging'`,
  )
  const live = db.prepare('SELECT * FROM social_intents WHERE id = ? AND expires_at > ?')
  const wrongGuess = db.prepare('UPDATE social_intents SET attempts = attempts + 1 WHERE id = ?')
  const consume = db.prepare(
    "DELETE FROM social_intents WHERE id = ? AND stage IN ('completed', 'failed') RETURNING *",
  )
  const kill = db.prepare('DELETE FROM social_intents WHERE id = ?')
  const waiters = new Map<string, Set<() => void>>()
  const wake = (intent: string) => {
    for (const resolve of waiters.get(intent) ?? []) resolve()
  }
  const toRedirect = (row: IntentRow): Redirect => ({
    provider: row.provider,
    state: stateOf(row.id),
    nonce: row.nonce,
    verifier: row.verifier,
  })

  return {
    start(provider, client) {
      if ((pendingOf.get(client, now()) as number) >= maxPendingPerClient) return undefined
      const intent = randomId(16)
      const claim = randomId(32)
      insert.run(
        intent,
        hashToken(claim),
        hashToken(stateOf(intent)),
        provider,
        newCodeVerifier(),
        randomId(32),
        client,
        now() + ttlMs,
      )
      return { intent, claim }
    },
    redirect(intent) {
      const row = move.get('redirected', intent, 'started', now()) as IntentRow | undefined
      return row && toRedirect(row)
    },
    exchange(state) {
      const found = byState.get(hashToken(state)) as { id: string } | undefined
      const row = found && (move.get('exchanging', found.id, 'redirected', now()) as IntentRow | undefined)
      return row && { ...toRedirect(row), intent: row.id }
    },
    complete(intent, { subject, email, username }) {
      finish.run('completed', subject, email ?? null, username ?? null, null, intent)
      wake(intent)
    },
    fail(intent, message) {
      finish.run('failed', null, null, null, message, intent)
      wake(intent)
    },
    claim(intent, claim) {
      const row = live.get(intent, now()) as IntentRow | undefined
      if (!row) return { status: 'missing' }
      if (!sameHash(row.claim_hash, hashToken(claim))) {
        if (row.attempts + 1 >= maxClaimAttempts) kill.run(intent)
        else wrongGuess.run(intent)
        return { status: 'forbidden' }
      }
      if (row.stage !== 'completed' && row.stage !== 'failed') return { status: 'pending' }
      const done = consume.get(intent) as IntentRow | undefined
      // Another claim with the same secret consumed it in between.
      if (!done) return { status: 'missing' }
      if (done.stage === 'failed') return { status: 'failed', message: done.failure ?? '' }
      return {
        status: 'completed',
        identity: {
          provider: done.provider,
          subject: done.subject as string,
          ...(done.email === null ? {} : { email: done.email }),
          ...(done.username === null ? {} : { username: done.username }),
        },
      }
    },
    changed(intent, ms, signal) {
      return new Promise<void>((resolve) => {
        const set = waiters.get(intent) ?? new Set()
        waiters.set(intent, set)
        const done = () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', done)
          set.delete(done)
          if (set.size === 0 && waiters.get(intent) === set) waiters.delete(intent)
          resolve()
        }
        const timer = setTimeout(done, ms)
        signal?.addEventListener('abort', done)
        set.add(done)
      })
    },
  }
}
