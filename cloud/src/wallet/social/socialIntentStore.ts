import { createHmac } from 'node:crypto'
import { hashToken, sameHash } from '../secrets.js'
import type { WalletDb } from '../walletDb.js'
import { newCodeVerifier, randomId } from './pkce.js'
import { socialMessages } from './socialMessages.js'

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
  /** Wrong claim secret, or not from the browser that started it: the intent stays (until too many of these). */
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

/**
 * What the callback learns of its state: the intent to finish, or that the provider sent the visitor
 * back to another browser than the one `/social/go` sent there (the intent is failed: OTHER_BROWSER).
 */
export type Returned = { intent: string } | 'other-browser' | undefined

/** The secrets of a new intent: `claim` and `proof` go to the frame that started it, and only there. */
export interface StartedIntent {
  intent: string
  claim: string
  proof: string
}

export interface SocialIntentStore {
  /**
   * A new intent of the browser partition `flow` (its flow cookie): its public id, the claim secret and
   * the proof the frame hands the callback page (only their hashes are kept); undefined when the
   * client has too many under way.
   */
  start(provider: string, client: string, flow: string): StartedIntent | undefined
  /**
   * The intent's one trip to the provider (`started` to `redirected`) from the popup's browser
   * (`browser`, its first-party cookie); undefined when unknown, used or expired.
   */
  redirect(intent: string, browser: string): Redirect | undefined
  /**
   * The provider's redirect back, once per state (`redirected` to `returned`): only the browser that
   * went there may continue; any other fails the intent, nothing exchanged.
   */
  returned(state: string, browser: string | undefined): Returned
  /** The provider of the intent a state names while it is at the provider (`redirected`), to check its answer's sender; read only. */
  providerOf(state: string): string | undefined
  /**
   * A `form_post` answer (`redirected` to `returned`), once per state: a cross-site POST carries no
   * SameSite=Lax cookie, so the browser and the proof are checked at the exchange alone.
   */
  returnedByForm(state: string): { intent: string } | undefined
  /**
   * The callback page's finish, once (`returned` to `exchanging`): the same browser, and the proof
   * that only the frame which started the intent holds; else the intent fails, nothing exchanged.
   */
  exchange(
    state: string,
    browser: string | undefined,
    proof: string | undefined,
  ): (Redirect & { intent: string }) | 'other-browser' | undefined
  complete(intent: string, identity: SocialIdentity): void
  fail(intent: string, message: string): void
  /** The claim: a finished intent is consumed (deleted) by the right secret from its flow, and only by them. */
  claim(intent: string, claim: string, flow: string | undefined): ClaimResult
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
  flow_hash: string | null
  proof_hash: string | null
  browser_hash: string | null
  provider: string
  verifier: string
  nonce: string
  stage: 'started' | 'redirected' | 'returned' | 'exchanging' | 'completed' | 'failed'
  subject: string | null
  email: string | null
  username: string | null
  failure: string | null
  attempts: number
}

/**
 * The browser bindings' columns, added to a table of schema 1 in place (an intent lives ten minutes,
 * so a file from before them holds none that could miss them).
 */
function addBindingColumns(db: WalletDb) {
  const columns = db.pragma('table_info(social_intents)') as { name: string }[]
  for (const name of ['flow_hash', 'proof_hash', 'browser_hash'])
    if (!columns.some((column) => column.name === name))
      db.exec(`ALTER TABLE social_intents ADD COLUMN ${name} TEXT`)
}

/** Whether a hash was kept and `value` is what it hashes. */
const matches = (hash: string | null, value: string | undefined) =>
  hash !== null && value !== undefined && sameHash(hash, hashToken(value))

/**
 * Social sign-ins under way, in SQLite so a restart mid-flow loses none. The host page that opened
 * the popup knows the intent id (it is in the popup's first URL), never the claim secret or the
 * proof (only the frame's `start` answer carries them), nor the state or the PKCE verifier. Whoever
 * starts holds every secret `start` answers, so the sign-in is also bound to browsers: the claim to
 * the flow cookie of the partition that started it, the callback to the first-party cookie of the
 * popup that went to the provider, and the exchange to the proof, which the callback page gets only
 * from the wallet frame in its opener that started the intent.
 */
export function createSocialIntentStore(
  db: WalletDb,
  { stateKey, ttlMs, maxClaimAttempts, maxPendingPerClient }: SocialIntentOptions,
  now: () => number,
): SocialIntentStore {
  addBindingColumns(db)
  const stateOf = (intent: string) => createHmac('sha256', stateKey).update(intent).digest('base64url')
  const pendingOf = db
    .prepare(
      "SELECT COUNT(*) FROM social_intents WHERE client = ? AND expires_at > ? AND stage IN ('started', 'redirected', 'returned', 'exchanging')",
    )
    .pluck()
  const insert = db.prepare(
    `INSERT INTO social_intents (id, claim_hash, flow_hash, proof_hash, state_hash, provider, verifier, nonce, client, stage, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'started', ?)`,
  )
  const redirected = db.prepare(
    `UPDATE social_intents SET stage = 'redirected', browser_hash = ?
     WHERE id = ? AND stage = 'started' AND expires_at > ? RETURNING *`,
  )
  const move = db.prepare(
    'UPDATE social_intents SET stage = ? WHERE id = ? AND stage = ? AND expires_at > ? RETURNING *',
  )
  const byState = db.prepare('SELECT id FROM social_intents WHERE state_hash = ? AND stage = ?').pluck()
  const providerByState = db
    .prepare(
      "SELECT provider FROM social_intents WHERE state_hash = ? AND stage = 'redirected' AND expires_at > ?",
    )
    .pluck()
  const completed = db.prepare(
    `UPDATE social_intents SET stage = 'completed', subject = ?, email = ?, username = ?
     WHERE id = ? AND stage = 'exchanging'`,
  )
  // Any stage after the trip to the provider can fail: the callback, the page's finish, the exchange.
  const failed = db.prepare(
    `UPDATE social_intents SET stage = 'failed', failure = ?
     WHERE id = ? AND stage IN ('redirected', 'returned', 'exchanging')`,
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
  const fail = (intent: string, message: string) => {
    failed.run(message, intent)
    wake(intent)
  }
  /** The intent of a state at `stage`, moved to `next` (once: a second caller finds none). */
  const take = (state: string, stage: IntentRow['stage'], next: IntentRow['stage']) => {
    const id = byState.get(hashToken(state), stage) as string | undefined
    return id === undefined ? undefined : (move.get(next, id, stage, now()) as IntentRow | undefined)
  }

  return {
    start(provider, client, flow) {
      if ((pendingOf.get(client, now()) as number) >= maxPendingPerClient) return undefined
      const intent = randomId(16)
      const claim = randomId(32)
      const proof = randomId(32)
      insert.run(
        intent,
        hashToken(claim),
        hashToken(flow),
        hashToken(proof),
        hashToken(stateOf(intent)),
        provider,
        newCodeVerifier(),
        randomId(32),
        client,
        now() + ttlMs,
      )
      return { intent, claim, proof }
    },
    redirect(intent, browser) {
      const row = redirected.get(hashToken(browser), intent, now()) as IntentRow | undefined
      return row && toRedirect(row)
    },
    returned(state, browser) {
      const row = take(state, 'redirected', 'returned')
      if (!row) return undefined
      if (matches(row.browser_hash, browser)) return { intent: row.id }
      fail(row.id, socialMessages.OTHER_BROWSER)
      return 'other-browser'
    },
    providerOf(state) {
      return providerByState.get(hashToken(state), now()) as string | undefined
    },
    returnedByForm(state) {
      const row = take(state, 'redirected', 'returned')
      return row && { intent: row.id }
    },
    exchange(state, browser, proof) {
      const row = take(state, 'returned', 'exchanging')
      if (!row) return undefined
      if (matches(row.browser_hash, browser) && matches(row.proof_hash, proof))
        return { ...toRedirect(row), intent: row.id }
      fail(row.id, socialMessages.OTHER_BROWSER)
      return 'other-browser'
    },
    complete(intent, { subject, email, username }) {
      completed.run(subject, email ?? null, username ?? null, intent)
      wake(intent)
    },
    fail,
    claim(intent, claim, flow) {
      const row = live.get(intent, now()) as IntentRow | undefined
      if (!row) return { status: 'missing' }
      if (!sameHash(row.claim_hash, hashToken(claim)) || !matches(row.flow_hash, flow)) {
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
