import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { openPrivateKey, type SealedKey, sealPrivateKey } from './keyVault.js'
import type { WalletDb } from './walletDb.js'

export interface StoredUser {
  id: number
  email: string
  address: Address
}

interface UserRow extends StoredUser {
  sealed_key: Buffer
  wrapped_data_key: Buffer
}

export interface UserStore {
  byId(id: number): StoredUser | undefined
  byEmail(email: string): StoredUser | undefined
  /** The user with this email, created with a fresh key on first login. */
  findOrCreate(email: string): StoredUser
  /** False when another user has the email already. */
  changeEmail(id: number, email: string): boolean
  /** The user's private key, opened for one request; never kept, never returned by a route. */
  openKey(id: number): `0x${string}`
  /** The sealed blobs as stored (tests look for their plaintext in the raw file). */
  sealedKeyOf(id: number): SealedKey | undefined
}

const columns = 'id, email, address'

export function createUserStore(db: WalletDb, masterKey: Uint8Array, now: () => number): UserStore {
  const byId = db.prepare(`SELECT ${columns} FROM users WHERE id = ?`)
  const byEmail = db.prepare(`SELECT ${columns} FROM users WHERE email = ?`)
  const sealedOf = db.prepare('SELECT address, sealed_key, wrapped_data_key FROM users WHERE id = ?')
  const insert = db.prepare(
    `INSERT INTO users (email, address, sealed_key, wrapped_data_key, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
  )
  const setEmail = db.prepare('UPDATE users SET email = ? WHERE id = ?')
  const moveDevices = db.prepare('UPDATE OR IGNORE devices SET email = ? WHERE email = ?')

  const row = (id: number) =>
    sealedOf.get(id) as Pick<UserRow, 'address' | 'sealed_key' | 'wrapped_data_key'> | undefined
  return {
    byId: (id) => byId.get(id) as StoredUser | undefined,
    byEmail: (email) => byEmail.get(email) as StoredUser | undefined,
    findOrCreate(email) {
      const existing = byEmail.get(email) as StoredUser | undefined
      if (existing) return existing
      const privateKey = generatePrivateKey()
      const address = privateKeyToAddress(privateKey)
      const { sealedKey, wrappedDataKey } = sealPrivateKey(masterKey, address, privateKey)
      insert.run(email, address, sealedKey, wrappedDataKey, now())
      return byEmail.get(email) as StoredUser
    },
    changeEmail(id, email) {
      const old = byId.get(id) as StoredUser | undefined
      if (!old) return false
      try {
        db.transaction(() => {
          setEmail.run(email, id)
          // A browser known for the old address stays known for the new one.
          moveDevices.run(email, old.email)
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
