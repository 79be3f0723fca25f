import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { configuredKeyEncryptionKey, type KeyEncryptionKey } from './keyEncryptionKey.js'
import { openWithKek, type SealedKey, sealWithKek } from './keyVault.js'
import { inTransaction, type WalletDb, type WalletTransaction } from './walletDb.js'

export interface StoredUser {
  id: number
  /** Absent for users who signed up through a provider that gave no verified email (x, farcaster). */
  email?: string
  address: Address
  /** The provider of the identity this session signed in with; absent for email logins. */
  socialProvider?: string
  /** That identity's name at its provider (a handle), when it has one. */
  username?: string
}

/** A login at another provider: its name for the account, and what it vouches for. */
export interface IdentityLogin {
  /** `google`, `x`, `farcaster`...: with `subject`, the identity's key. */
  provider: string
  /** The provider's stable id for the account (OIDC `sub`, a Farcaster fid). */
  subject: string
  /** Only an email the provider VERIFIED: it links the identity to the user who owns that email. */
  email?: string
  username?: string
}

export interface UserStore {
  /** The user; with `provider`, as signed in through that provider (its `socialProvider` and `username`). */
  byId(id: number, provider?: string): Promise<StoredUser | undefined>
  byEmail(email: string): Promise<StoredUser | undefined>
  /**
   * A fresh key sealed by the key-encryption key, for a user not made yet: what can fail at the key
   * service fails here, before the caller spends anything (an email code) on the sign-in.
   */
  newKey(): Promise<NewKey>
  /** The user with this email, created with a fresh key (or `key`, sealed before) on first login. */
  findOrCreate(email: string, key?: NewKey): Promise<StoredUser>
  /**
   * The user linked to this identity; else the one with its (verified) email, now linked; else a
   * new user (fresh key) linked to it. The username is refreshed on every login.
   */
  findOrCreateByIdentity(login: IdentityLogin): Promise<StoredUser>
  /** False when another user has the email already. */
  changeEmail(id: number, email: string): Promise<boolean>
  /** The user's private key, opened for one request; never kept, never returned by a route. */
  openKey(id: number): Promise<`0x${string}`>
  /** The sealed blobs as stored (tests look for their plaintext in the raw file). */
  sealedKeyOf(id: number): Promise<SealedKey | undefined>
}

/** A fresh key, sealed, not stored yet. */
export interface NewKey extends SealedKey {
  address: Address
}

/** A row as the routes see it: no NULL email, only an absent one. */
function toStored(
  row: { id: number; email: string | null; address: Address } | undefined,
): StoredUser | undefined {
  if (!row) return undefined
  const { id, email, address } = row
  return email === null ? { id, address } : { id, email, address }
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code
  // SQLite's, then Postgres's unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

export function createUserStore(
  db: WalletDb,
  key: KeyEncryptionKey | Uint8Array,
  now: () => number,
): UserStore {
  const kek = key instanceof Uint8Array ? configuredKeyEncryptionKey(key) : key
  const byIdIn = async (q: WalletDb | WalletTransaction, id: number) =>
    toStored(
      await q.selectFrom('users').select(['id', 'email', 'address']).where('id', '=', id).executeTakeFirst(),
    )
  const byEmailIn = async (q: WalletDb | WalletTransaction, email: string) =>
    toStored(
      await q
        .selectFrom('users')
        .select(['id', 'email', 'address'])
        .where('email', '=', email)
        .executeTakeFirst(),
    )
  const sealedRow = (id: number) =>
    db
      .selectFrom('users')
      .select(['address', 'sealed_key', 'wrapped_data_key'])
      .where('id', '=', id)
      .executeTakeFirst()
  async function newKey(): Promise<NewKey> {
    const privateKey = generatePrivateKey()
    const address = privateKeyToAddress(privateKey)
    return { address, ...(await sealWithKek(kek, address, privateKey)) }
  }
  /**
   * A new user with a fresh key (or `key`), its data key wrapped by the key-encryption key; its id. With an email
   * another node created meanwhile, none (that one's user and key are the email's, this key is dropped unstored).
   */
  async function create(
    q: WalletDb | WalletTransaction,
    email: string | null,
    key?: NewKey,
  ): Promise<number | undefined> {
    const { address, sealedKey, wrappedDataKey } = key ?? (await newKey())
    const row = await q
      .insertInto('users')
      .values({ email, address, sealed_key: sealedKey, wrapped_data_key: wrappedDataKey, created_at: now() })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
    return row?.id
  }
  async function asSignedIn(user: StoredUser, provider: string): Promise<StoredUser> {
    const found = await db
      .selectFrom('identities')
      .select('username')
      .where('user_id', '=', user.id)
      .where('provider', '=', provider)
      .limit(1)
      .executeTakeFirst()
    return found?.username
      ? { ...user, socialProvider: provider, username: found.username }
      : { ...user, socialProvider: provider }
  }
  async function findOrCreate(email: string, key?: NewKey): Promise<StoredUser> {
    const existing = await byEmailIn(db, email)
    if (existing) return existing
    await create(db, email, key)
    return (await byEmailIn(db, email)) as StoredUser
  }
  /** The identity's user (linked now if it was not); the transaction is retried by the caller on a lost race. */
  const linkIdentity = ({ provider, subject, email, username }: IdentityLogin) =>
    inTransaction(db, async (tx) => {
      const linked = await tx
        .selectFrom('identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst()
      let userId = linked?.user_id ?? (email !== undefined ? (await byEmailIn(tx, email))?.id : undefined)
      const created = userId === undefined ? await create(tx, email ?? null) : undefined
      userId ??= created
      if (userId === undefined) return undefined
      // Apple names the user on the first sign-in only: a later one without a name keeps it.
      const link = await tx
        .insertInto('identities')
        .values({ provider, subject, user_id: userId, username: username ?? null })
        .onConflict((conflict) =>
          conflict
            .columns(['provider', 'subject'])
            .doUpdateSet((eb) => ({ username: eb.fn.coalesce('excluded.username', 'identities.username') })),
        )
        .returning('user_id')
        .executeTakeFirstOrThrow()
      // Another node linked this identity first: its user is the one; ours (no key used yet) goes.
      if (created !== undefined && link.user_id !== created)
        await tx.deleteFrom('users').where('id', '=', created).execute()
      return link.user_id
    })

  return {
    async byId(id, provider) {
      const user = await byIdIn(db, id)
      return user && provider !== undefined ? asSignedIn(user, provider) : user
    },
    byEmail: (email) => byEmailIn(db, email),
    newKey,
    findOrCreate,
    async findOrCreateByIdentity(login) {
      // Undefined only when another node created the user of this email meanwhile: once more finds it.
      const userId = (await linkIdentity(login)) ?? (await linkIdentity(login))
      if (userId === undefined) throw new Error('The identity could not be linked')
      return asSignedIn((await byIdIn(db, userId)) as StoredUser, login.provider)
    },
    async changeEmail(id, email) {
      try {
        return await inTransaction(db, async (tx) => {
          const old = await byIdIn(tx, id)
          if (!old) return false
          await tx.updateTable('users').set({ email }).where('id', '=', id).execute()
          // A browser known for the old address stays known for the new one (one already known for it stays).
          if (old.email !== undefined) {
            const known = tx.selectFrom('devices as d').select('d.token_hash').where('d.email', '=', email)
            await tx
              .deleteFrom('devices')
              .where('email', '=', old.email)
              .where('token_hash', 'in', known)
              .execute()
            await tx.updateTable('devices').set({ email }).where('email', '=', old.email).execute()
          }
          return true
        })
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
    },
    async openKey(id) {
      const found = await sealedRow(id)
      if (!found) throw new Error(`No user ${id}`)
      return openWithKek(kek, found.address, {
        sealedKey: found.sealed_key,
        wrappedDataKey: found.wrapped_data_key,
      })
    },
    async sealedKeyOf(id) {
      const found = await sealedRow(id)
      return found && { sealedKey: found.sealed_key, wrappedDataKey: found.wrapped_data_key }
    },
  }
}
