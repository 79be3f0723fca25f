import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { openPrivateKey, type SealedKey, sealPrivateKey } from './keyVault.js'
import type { WalletDb } from './walletDb.js'

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

interface UserRow {
  id: number
  email: string | null
  address: Address
  sealed_key: Buffer
  wrapped_data_key: Buffer
}

export interface UserStore {
  /** The user; with `provider`, as signed in through that provider (its `socialProvider` and `username`). */
  byId(id: number, provider?: string): StoredUser | undefined
  byEmail(email: string): StoredUser | undefined
  /** The user with this email, created with a fresh key on first login. */
  findOrCreate(email: string): StoredUser
  /**
   * The user linked to this identity; else the one with its (verified) email, now linked; else a
   * new user (fresh key) linked to it. The username is refreshed on every login.
   */
  findOrCreateByIdentity(login: IdentityLogin): StoredUser
  /** False when another user has the email already. */
  changeEmail(id: number, email: string): boolean
  /** The user's private key, opened for one request; never kept, never returned by a route. */
  openKey(id: number): `0x${string}`
  /** The sealed blobs as stored (tests look for their plaintext in the raw file). */
  sealedKeyOf(id: number): SealedKey | undefined
}

const columns = 'id, email, address'

/** A row as the routes see it: no NULL email, only an absent one. */
function toStored(row: Pick<UserRow, 'id' | 'email' | 'address'> | undefined): StoredUser | undefined {
  if (!row) return undefined
  const { id, email, address } = row
  return email === null ? { id, address } : { id, email, address }
}

export function createUserStore(db: WalletDb, masterKey: Uint8Array, now: () => number): UserStore {
  const byIdQuery = db.prepare(`SELECT ${columns} FROM users WHERE id = ?`)
  const byEmailQuery = db.prepare(`SELECT ${columns} FROM users WHERE email = ?`)
  const sealedOf = db.prepare('SELECT address, sealed_key, wrapped_data_key FROM users WHERE id = ?')
  const insert = db.prepare(
    `INSERT INTO users (email, address, sealed_key, wrapped_data_key, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
  )
  const setEmail = db.prepare('UPDATE users SET email = ? WHERE id = ?')
  const moveDevices = db.prepare('UPDATE OR IGNORE devices SET email = ? WHERE email = ?')
  const identityOf = db.prepare('SELECT user_id AS userId FROM identities WHERE provider = ? AND subject = ?')
  const usernameOf = db.prepare('SELECT username FROM identities WHERE user_id = ? AND provider = ? LIMIT 1')
  // Apple names the user on the first sign-in only: a later one without a name keeps it.
  const link = db.prepare(
    `INSERT INTO identities (provider, subject, user_id, username) VALUES (?, ?, ?, ?)
     ON CONFLICT (provider, subject) DO UPDATE SET username = COALESCE(excluded.username, identities.username)`,
  )

  const byId = (id: number) => toStored(byIdQuery.get(id) as UserRow | undefined)
  const byEmail = (email: string) => toStored(byEmailQuery.get(email) as UserRow | undefined)
  const row = (id: number) =>
    sealedOf.get(id) as Pick<UserRow, 'address' | 'sealed_key' | 'wrapped_data_key'> | undefined
  /** A new user with a fresh key, sealed under the master key; its id. */
  function create(email: string | null): number {
    const privateKey = generatePrivateKey()
    const address = privateKeyToAddress(privateKey)
    const { sealedKey, wrappedDataKey } = sealPrivateKey(masterKey, address, privateKey)
    return Number(insert.run(email, address, sealedKey, wrappedDataKey, now()).lastInsertRowid)
  }
  function asSignedIn(user: StoredUser, provider: string): StoredUser {
    const found = usernameOf.get(user.id, provider) as { username: string | null } | undefined
    return found?.username
      ? { ...user, socialProvider: provider, username: found.username }
      : { ...user, socialProvider: provider }
  }
  const findOrCreateByIdentity = db.transaction(({ provider, subject, email, username }: IdentityLogin) => {
    const linked = identityOf.get(provider, subject) as { userId: number } | undefined
    const userId =
      linked?.userId ?? (email !== undefined ? byEmail(email)?.id : undefined) ?? create(email ?? null)
    link.run(provider, subject, userId, username ?? null)
    return asSignedIn(byId(userId) as StoredUser, provider)
  })

  return {
    byId(id, provider) {
      const user = byId(id)
      return user && provider !== undefined ? asSignedIn(user, provider) : user
    },
    byEmail,
    findOrCreate(email) {
      const existing = byEmail(email)
      if (existing) return existing
      create(email)
      return byEmail(email) as StoredUser
    },
    findOrCreateByIdentity,
    changeEmail(id, email) {
      const old = byId(id)
      if (!old) return false
      try {
        db.transaction(() => {
          setEmail.run(email, id)
          // A browser known for the old address stays known for the new one.
          if (old.email !== undefined) moveDevices.run(email, old.email)
        })()
        return true
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false
        throw error
      }
    },
    openKey(id) {
      const found = row(id)
      if (!found) throw new Error(`No user ${id}`)
      return openPrivateKey(masterKey, found.address, {
        sealedKey: found.sealed_key,
        wrappedDataKey: found.wrapped_data_key,
      })
    },
    sealedKeyOf(id) {
      const found = row(id)
      return found && { sealedKey: found.sealed_key, wrappedDataKey: found.wrapped_data_key }
    },
  }
}
