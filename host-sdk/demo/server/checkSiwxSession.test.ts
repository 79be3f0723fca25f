import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { checkSiwxSession } from './checkSiwxSession.ts'
import { ANVIL_KEYS, DEMO_ORIGIN, siwxTestSession } from './siwxTestSession.ts'

const account = privateKeyToAccount(ANVIL_KEYS[0])
const now = Date.parse('2030-01-01T00:00:00.000Z')
const check = (session: unknown) => checkSiwxSession({ session, origin: DEMO_ORIGIN, chainId: 31337, now })

describe('checkSiwxSession', () => {
  it('passes a well-formed session and names its signer, nonce and end', async () => {
    const session = await siwxTestSession({
      account,
      nonce: 'abcdefgh1234',
      issuedAt: new Date(now),
      fields: { expirationTime: new Date(now + 60_000), requestId: 'r1', resources: ['https://a.example/x'] },
    })
    expect(check(session)).toEqual({
      ok: true,
      address: account.address,
      nonce: 'abcdefgh1234',
      message: session.message,
      signature: session.signature,
      expiresAt: now + 60_000,
    })
    // The address in any case.
    const lower = { ...session, data: { ...session.data, accountAddress: account.address.toLowerCase() } }
    expect(check(lower).ok).toBe(true)
  })

  it('wants every field of data to say what the message says', async () => {
    const session = await siwxTestSession({
      account,
      nonce: 'abcdefgh1234',
      issuedAt: new Date(now),
      fields: { requestId: 'r1', resources: ['https://a.example/x'] },
    })
    const changes = [
      { issuedAt: new Date(now + 1).toISOString() },
      { issuedAt: undefined },
      { expirationTime: new Date(now + 60_000).toISOString() },
      { requestId: 'r2' },
      { resources: [] },
      { resources: ['https://a.example/x', 'https://b.example'] },
      { statement: 'Something else' },
      { uri: `${DEMO_ORIGIN}/other` },
      { version: '2' },
      { accountAddress: 'not an address' },
    ]
    for (const change of changes) {
      expect(check({ ...session, data: { ...session.data, ...change } }), JSON.stringify(change)).toEqual({
        ok: false,
        status: 400,
        message: 'Session data does not match the message',
      })
    }
  })

  it('refuses a message with a bad date or another version as malformed', async () => {
    const session = await siwxTestSession({ account, nonce: 'abcdefgh1234', issuedAt: new Date(now) })
    for (const message of [
      session.message.replace(/Issued At: .+/, 'Issued At: yesterday'),
      session.message.replace('Version: 1', 'Version: 2'),
      session.message.replace(/Nonce: .+\n/, ''),
    ]) {
      expect(check({ ...session, message })).toMatchObject({
        ok: false,
        status: 400,
        message: 'Malformed message',
      })
    }
  })
})
