import { randomBytes } from 'node:crypto'
import { privateKeyToAddress } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createUserStore, type UserStore } from './userStore.js'
import { openWalletDb, type WalletDb } from './walletDb.js'

let db: WalletDb
let users: UserStore
beforeEach(() => {
  db = openWalletDb(':memory:')
  users = createUserStore(db, randomBytes(32), () => 1)
})
afterEach(() => db.close())

describe('findOrCreateByIdentity', () => {
  it('creates a user with a fresh sealed key for a new identity, and finds it again', () => {
    const first = users.findOrCreateByIdentity({ provider: 'google', subject: 'g1', email: 'a@example.com' })
    expect(first).toMatchObject({ email: 'a@example.com', socialProvider: 'google' })
    expect(privateKeyToAddress(users.openKey(first.id))).toBe(first.address)
    expect(users.findOrCreateByIdentity({ provider: 'google', subject: 'g1' })).toEqual(first)
    // The email login finds the same user.
    expect(users.findOrCreate('a@example.com').id).toBe(first.id)
  })

  it('links an identity to the existing user with its verified email', () => {
    const byEmail = users.findOrCreate('b@example.com')
    const linked = users.findOrCreateByIdentity({
      provider: 'github',
      subject: '77',
      email: 'b@example.com',
      username: 'bob',
    })
    expect(linked).toEqual({ ...byEmail, socialProvider: 'github', username: 'bob' })
    // Later logins find it by the identity even when the email changed since.
    users.changeEmail(byEmail.id, 'b2@example.com')
    expect(
      users.findOrCreateByIdentity({ provider: 'github', subject: '77', email: 'b@example.com' }).id,
    ).toBe(byEmail.id)
  })

  it('creates users without email, keeps identities of one provider apart, refreshes the username', () => {
    const one = users.findOrCreateByIdentity({ provider: 'x', subject: '1', username: 'one' })
    const two = users.findOrCreateByIdentity({ provider: 'x', subject: '2', username: 'two' })
    expect(one.email).toBeUndefined()
    expect(two.id).not.toBe(one.id)
    expect(users.findOrCreateByIdentity({ provider: 'x', subject: '1', username: 'renamed' })).toEqual({
      ...one,
      username: 'renamed',
    })
    expect(users.byId(one.id)).toEqual({ id: one.id, address: one.address })
    expect(users.byId(one.id, 'x')).toMatchObject({ socialProvider: 'x', username: 'renamed' })
    // The same subject at another provider is another identity.
    expect(users.findOrCreateByIdentity({ provider: 'discord', subject: '1' }).id).not.toBe(one.id)
  })
})
