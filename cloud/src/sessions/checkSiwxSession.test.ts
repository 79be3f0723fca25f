import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { checkSiwxSession } from './checkSiwxSession.js'
import { signedSession } from './siwxTestKit.js'

const account = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')
const now = Date.UTC(2030, 0, 1)

describe('checkSiwxSession', () => {
  it('accepts an EIP-4361 message made of its data, and says until when it lives', async () => {
    const session = await signedSession(account, now, { expiresAt: now + 3_600_000 })
    expect(checkSiwxSession(session, now)).toEqual({
      ok: true,
      chain: 'eip155:31337',
      address: account.address,
      expiresAt: now + 3_600_000,
    })
    expect(checkSiwxSession(await signedSession(account, now), now)).toMatchObject({
      ok: true,
      expiresAt: null,
    })
  })

  it('refuses data that differs from the message, and text that is no EIP-4361 message', async () => {
    const session = await signedSession(account, now)
    for (const data of [
      { ...session.data, nonce: 'nonce0002' },
      { ...session.data, chainId: 'eip155:1' },
      { ...session.data, domain: 'evil.example' },
      { ...session.data, issuedAt: new Date(now + 1).toISOString() },
      { ...session.data, expirationTime: new Date(now + 1000).toISOString() },
      { ...session.data, accountAddress: '0x0000000000000000000000000000000000000001' },
    ])
      expect(checkSiwxSession({ ...session, data }, now)).toEqual({
        ok: false,
        message: 'The message does not match the session data',
      })
    expect(checkSiwxSession({ ...session, message: 'Sign in please' }, now)).toEqual({
      ok: false,
      message: 'Invalid SIWX message',
    })
  })

  it('refuses expired, not yet valid and future messages', async () => {
    const expired = await signedSession(account, now - 7_200_000, { expiresAt: now - 1 })
    expect(checkSiwxSession(expired, now)).toEqual({ ok: false, message: 'Session expired' })
    const early = await signedSession(account, now, { notBefore: now + 60_000 })
    expect(checkSiwxSession(early, now)).toEqual({ ok: false, message: 'Session is not valid yet' })
    const future = await signedSession(account, now + 600_000)
    expect(checkSiwxSession(future, now)).toEqual({ ok: false, message: 'Message issued in the future' })
  })
})
