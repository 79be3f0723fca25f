import { createHash, createHmac } from 'node:crypto'
import { sql } from 'kysely'
import type { WalletSocialIntentsTable } from '../../db/walletSchema.js'
import { hashToken, sameHash } from '../secrets.js'
import { inTransaction, type WalletDb } from '../walletDb.js'
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
export type Returned = { intent: string; provider: string; returnUrl?: string } | 'other-browser' | undefined

/** The finish's trade of the code, for the intent it names (`returnUrl`: a sign-in that left its page). */
export type Exchange = Redirect & { intent: string; returnUrl?: string }

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
  start(
    provider: string,
    client: string,
    flow: string,
    returnUrl?: string,
  ): Promise<StartedIntent | undefined>
  /**
   * The intent's one trip to the provider (`started` to `redirected`) from the popup's browser
   * (`browser`, its first-party cookie); undefined when unknown, used or expired. A sign-in that
   * leaves its page goes only from that page: `from` (the browser-set Referer's origin) must be its
   * return URL's origin, else 'wrong-page' and the trip is not spent.
   */
  redirect(intent: string, browser: string, from?: string): Promise<Redirect | 'wrong-page' | undefined>
  /**
   * The provider's redirect back, once per state (`redirected` to `returned`): only the browser that
   * went there may continue; any other fails the intent, nothing exchanged.
   */
  returned(state: string, browser: string | undefined): Promise<Returned>
  /** The provider of the intent a state names while it is at the provider (`redirected`), to check its answer's sender; read only. */
  providerOf(state: string): Promise<string | undefined>
  /**
   * A `form_post` answer (`redirected` to `returned`), once per state: a cross-site POST carries no
   * SameSite=Lax cookie, so the browser and the proof are checked at the exchange alone.
   */
  returnedByForm(state: string): Promise<{ intent: string } | undefined>
  /**
   * The callback page's finish, once (`returned` to `exchanging`): the same browser, and the proof
   * that only the frame which started the intent holds; else the intent fails, nothing exchanged.
   * A sign-in that left its page has no opener to ask for the proof: the browser alone, here, and the
   * handoff at the claim.
   */
  exchange(
    state: string,
    browser: string | undefined,
    proof: string | undefined,
  ): Promise<Exchange | 'other-browser' | undefined>
  /** Keeps who signed in for the claim; a sign-in that left its page gets its one-time handoff. */
  complete(intent: string, identity: SocialIdentity): Promise<string | undefined>
  fail(intent: string, message: string): Promise<void>
  /**
   * The claim: a finished intent is consumed (deleted) by the right secret from its flow, and only
   * by them; one that left its page, also with the handoff its page's URL brought back.
   */
  claim(intent: string, claim: string, flow: string | undefined, handoff?: string): Promise<ClaimResult>
  /**
   * Resolves when the intent changes on this node (completed or failed) or after `ms`, whichever is
   * first; at most after a second, since another wallet node may finish it (then the caller reads it).
   */
  changed(intent: string, ms: number, signal?: AbortSignal): Promise<void>
}

export interface SocialIntentOptions {
  /** Keys the state to the intent (HMAC), so the state is never stored, only its hash. */
  stateKey: Uint8Array
  ttlMs: number
  maxClaimAttempts: number
  maxPendingPerClient: number
}

type IntentRow = Omit<WalletSocialIntentsTable, 'attempts'> & { attempts: number }

/** How often a waiting claim reads an intent another node may have finished. */
const OTHER_NODE_POLL_MS = 1000

/**
 * Postgres' transaction-scoped advisory lock for one client's sign-ins: counting rows locks none that
 * a racing node is about to insert, so the count and the insert of a client run one node at a time.
 */
const clientLockKey = (client: string) =>
  createHash('sha256').update(`social-start:${client}`).digest().readBigInt64BE(0).toString()

/** The page a sign-in that left it comes back to. */
const returnOf = (row: IntentRow) => (row.return_url === null ? {} : { returnUrl: row.return_url })

/** Whether a hash was kept and `value` is what it hashes. */
const matches = (hash: string | null, value: string | undefined) =>
  hash !== null && value !== undefined && sameHash(hash, hashToken(value))

/**
 * Social sign-ins under way, in the wallet database so a restart (or another node) loses none. The host page that opened
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
  const stateOf = (intent: string) => createHmac('sha256', stateKey).update(intent).digest('base64url')
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
  const fail = async (intent: string, message: string) => {
    // Any stage after the trip to the provider can fail: the callback, the page's finish, the exchange.
    await db
      .updateTable('social_intents')
      .set({ stage: 'failed', failure: message })
      .where('id', '=', intent)
      .where('stage', 'in', ['redirected', 'returned', 'exchanging'])
      .execute()
    wake(intent)
  }
  /** The intent of a state at `stage`, moved to `next` in one statement (once: a second caller, on any node, finds none). */
  const take = (state: string, stage: IntentRow['stage'], next: IntentRow['stage']) =>
    db
      .updateTable('social_intents')
      .set({ stage: next })
      .where('state_hash', '=', hashToken(state))
      .where('stage', '=', stage)
      .where('expires_at', '>', now())
      .returningAll()
      .executeTakeFirst()

  return {
    async start(provider, client, flow, returnUrl) {
      const intent = randomId(16)
      const claim = randomId(32)
      const proof = randomId(32)
      // Counted and inserted in one transaction, serialized per client (SQLite has one writer): nodes
      // racing for one client cannot all pass the cap.
      const started = await inTransaction(db, async (tx, lock) => {
        if (lock) await sql`SELECT pg_advisory_xact_lock(${clientLockKey(client)}::bigint)`.execute(tx)
        const pending = await tx
          .selectFrom('social_intents')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('client', '=', client)
          .where('expires_at', '>', now())
          .where('stage', 'in', ['started', 'redirected', 'returned', 'exchanging'])
          .executeTakeFirstOrThrow()
        if (Number(pending.count) >= maxPendingPerClient) return false
        await tx
          .insertInto('social_intents')
          .values({
            id: intent,
            claim_hash: hashToken(claim),
            flow_hash: hashToken(flow),
            proof_hash: hashToken(proof),
            state_hash: hashToken(stateOf(intent)),
            provider,
            verifier: newCodeVerifier(),
            nonce: randomId(32),
            client,
            stage: 'started',
            expires_at: now() + ttlMs,
            return_url: returnUrl ?? null,
          })
          .execute()
        return true
      })
      return started ? { intent, claim, proof } : undefined
    },
    async redirect(intent, browser, from) {
      const started = await db
        .selectFrom('social_intents')
        .select('return_url')
        .where('id', '=', intent)
        .where('stage', '=', 'started')
        .where('expires_at', '>', now())
        .executeTakeFirst()
      if (!started) return undefined
      if (started.return_url !== null && new URL(started.return_url).origin !== from) return 'wrong-page'
      const row = await db
        .updateTable('social_intents')
        .set({ stage: 'redirected', browser_hash: hashToken(browser) })
        .where('id', '=', intent)
        .where('stage', '=', 'started')
        .where('expires_at', '>', now())
        .returningAll()
        .executeTakeFirst()
      return row && toRedirect(row)
    },
    async returned(state, browser) {
      const row = await take(state, 'redirected', 'returned')
      if (!row) return undefined
      if (matches(row.browser_hash, browser))
        return { intent: row.id, provider: row.provider, ...returnOf(row) }
      await fail(row.id, socialMessages.OTHER_BROWSER)
      return 'other-browser'
    },
    async providerOf(state) {
      const row = await db
        .selectFrom('social_intents')
        .select('provider')
        .where('state_hash', '=', hashToken(state))
        .where('stage', '=', 'redirected')
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return row?.provider
    },
    async returnedByForm(state) {
      const row = await take(state, 'redirected', 'returned')
      return row && { intent: row.id }
    },
    async exchange(state, browser, proof) {
      const row = await take(state, 'returned', 'exchanging')
      if (!row) return undefined
      const leftPage = row.return_url !== null
      if (matches(row.browser_hash, browser) && (leftPage || matches(row.proof_hash, proof)))
        return { ...toRedirect(row), intent: row.id, ...returnOf(row) }
      await fail(row.id, socialMessages.OTHER_BROWSER)
      return 'other-browser'
    },
    async complete(intent, { subject, email, username }) {
      const handoff = randomId(32)
      const row = await db
        .updateTable('social_intents')
        .set((eb) => ({
          stage: 'completed',
          subject,
          email: email ?? null,
          username: username ?? null,
          // Only a sign-in that left its page has a handoff (the popup's frame is still there).
          handoff_hash: eb
            .case()
            .when('return_url', 'is not', null)
            .then(hashToken(handoff))
            .else(null)
            .end(),
        }))
        .where('id', '=', intent)
        .where('stage', '=', 'exchanging')
        .returning('return_url')
        .executeTakeFirst()
      wake(intent)
      return row?.return_url ? handoff : undefined
    },
    fail,
    claim: (intent, claim, flow, handoff) =>
      inTransaction(db, async (tx, lock): Promise<ClaimResult> => {
        const row = await tx
          .selectFrom('social_intents')
          .selectAll()
          .where('id', '=', intent)
          .where('expires_at', '>', now())
          .$if(lock, (q) => q.forUpdate())
          .executeTakeFirst()
        if (!row) return { status: 'missing' }
        const wrongHandoff =
          row.stage === 'completed' && row.return_url !== null && !matches(row.handoff_hash, handoff)
        if (!sameHash(row.claim_hash, hashToken(claim)) || !matches(row.flow_hash, flow) || wrongHandoff) {
          // Wrong guesses through several nodes count one by one (the row is locked meanwhile).
          if (row.attempts + 1 >= maxClaimAttempts)
            await tx.deleteFrom('social_intents').where('id', '=', intent).execute()
          else
            await tx
              .updateTable('social_intents')
              .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
              .where('id', '=', intent)
              .execute()
          return { status: 'forbidden' }
        }
        if (row.stage !== 'completed' && row.stage !== 'failed') return { status: 'pending' }
        await tx.deleteFrom('social_intents').where('id', '=', intent).execute()
        if (row.stage === 'failed') return { status: 'failed', message: row.failure ?? '' }
        return {
          status: 'completed',
          identity: {
            provider: row.provider,
            subject: row.subject as string,
            ...(row.email === null ? {} : { email: row.email }),
            ...(row.username === null ? {} : { username: row.username }),
          },
        }
      }),
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
        const timer = setTimeout(done, Math.min(ms, OTHER_NODE_POLL_MS))
        signal?.addEventListener('abort', done)
        set.add(done)
      })
    },
  }
}
