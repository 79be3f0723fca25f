import { randomBytes } from 'node:crypto'
import { privateKeyToAddress } from 'viem/accounts'
import { beforeEach, expect, it } from 'vitest'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createUserStore, type UserStore } from './userStore.js'
import { openWalletDb, type WalletDb } from './walletDb.js'

describeOnBothDialects<WalletDb>(
  'user store',
  (fresh) => {
    let db: WalletDb
    let users: UserStore
    beforeEach(async () => {
      db = await fresh()
      users = createUserStore(db, randomBytes(32), () => 1)
    })

    it('creates a user with a fresh sealed key for a new identity, and finds it again', async () => {
      const first = await users.findOrCreateByIdentity({
        provider: 'google',
        subject: 'g1',
        email: 'a@example.com',
      })
      expect(first).toMatchObject({ email: 'a@example.com', socialProvider: 'google' })
      expect(privateKeyToAddress(await users.openKey(first.id))).toBe(first.address)
      expect(await users.findOrCreateByIdentity({ provider: 'google', subject: 'g1' })).toEqual(first)
      // The email login finds the same user.
      expect((await users.findOrCreate('a@example.com')).id).toBe(first.id)
    })

    it('links an identity to the existing user with its verified email', async () => {
      const byEmail = await users.findOrCreate('b@example.com')
      const linked = await users.findOrCreateByIdentity({
        provider: 'github',
        subject: '77',
        email: 'b@example.com',
        username: 'bob',
      })
      expect(linked).toEqual({ ...byEmail, socialProvider: 'github', username: 'bob' })
      // Later logins find it by the identity even when the email changed since.
      await users.changeEmail(byEmail.id, 'b2@example.com')
      expect(
        (await users.findOrCreateByIdentity({ provider: 'github', subject: '77', email: 'b@example.com' }))
          .id,
      ).toBe(byEmail.id)
    })

    it('creates users without email, keeps identities of one provider apart, refreshes the username', async () => {
      const one = await users.findOrCreateByIdentity({ provider: 'x', subject: '1', username: 'one' })
      const two = await users.findOrCreateByIdentity({ provider: 'x', subject: '2', username: 'two' })
      expect(one.email).toBeUndefined()
      expect(two.id).not.toBe(one.id)
      expect(
        await users.findOrCreateByIdentity({ provider: 'x', subject: '1', username: 'renamed' }),
      ).toEqual({
        ...one,
        username: 'renamed',
      })
      expect(await users.byId(one.id)).toEqual({ id: one.id, address: one.address })
      expect(await users.byId(one.id, 'x')).toMatchObject({ socialProvider: 'x', username: 'renamed' })
      // The same subject at another provider is another identity.
      expect((await users.findOrCreateByIdentity({ provider: 'discord', subject: '1' })).id).not.toBe(one.id)
    })

    it('two nodes creating the same email user at once end with one user and one key', async () => {
      const created = await Promise.all(
        Array.from({ length: 6 }, () => users.findOrCreate('race@example.com')),
      )
      expect(new Set(created.map((user) => user.id)).size).toBe(1)
      expect(new Set(created.map((user) => user.address)).size).toBe(1)
      const rows = await db.selectFrom('users').select(['id', 'address']).execute()
      expect(rows).toEqual([{ id: created[0]?.id, address: created[0]?.address }])
      expect(privateKeyToAddress(await users.openKey(rows[0]?.id as number))).toBe(created[0]?.address)
    })

    it('two nodes signing in one new identity at once end with one user and one key', async () => {
      for (const email of [undefined, 'fid@example.com']) {
        const subject = `s-${email ?? 'none'}`
        const logins = await Promise.all(
          Array.from({ length: 6 }, () =>
            users.findOrCreateByIdentity({ provider: 'farcaster', subject, ...(email ? { email } : {}) }),
          ),
        )
        expect(new Set(logins.map((user) => user.id)).size).toBe(1)
      }
      // No user was left behind by a login that lost the race.
      expect(await db.selectFrom('users').select('id').execute()).toHaveLength(2)
      expect(await db.selectFrom('identities').select('user_id').execute()).toHaveLength(2)
    })

    it('refuses an email change to an address another user has, changing nothing', async () => {
      const one = await users.findOrCreate('one@example.com')
      await users.findOrCreate('two@example.com')
      expect(await users.changeEmail(one.id, 'two@example.com')).toBe(false)
      expect(await users.byId(one.id)).toEqual(one)
    })
  },
  openWalletDb,
)
