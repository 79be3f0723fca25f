import { privateKeyToAddress } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { checkSiwfMessage } from './checkSiwfMessage.js'

const address = privateKeyToAddress('0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356')
const now = Date.UTC(2026, 0, 1, 12)
const expected = {
  domain: 'wallet.localhost:5175',
  uri: 'http://wallet.localhost:5175',
  nonce: 'abcdef0123456789',
}

const message = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    domain: expected.domain,
    address,
    statement: 'Farcaster Auth',
    uri: expected.uri,
    version: '1',
    chainId: 10,
    nonce: expected.nonce,
    issuedAt: new Date(now - 1000),
    resources: ['farcaster://fid/1'],
    ...overrides,
  })
const check = (text: string, fid = 1) => checkSiwfMessage({ ...expected, message: text, fid, now })

describe('checkSiwfMessage', () => {
  it('accepts a SIWF message for this service, channel and fid, and gives its address', () => {
    expect(check(message())).toEqual({ ok: true, address })
    expect(
      check(message({ expirationTime: new Date(now + 60_000), notBefore: new Date(now - 60_000) })),
    ).toEqual({ ok: true, address })
  })

  it('refuses another domain, uri, nonce or chain', () => {
    expect(check(message({ domain: 'evil.example' }))).toEqual({ ok: false, reason: 'domain' })
    expect(check(message({ uri: 'https://evil.example' }))).toEqual({ ok: false, reason: 'uri' })
    expect(check(message({ nonce: 'abcdef0123456780' }))).toEqual({ ok: false, reason: 'nonce' })
    expect(check(message({ chainId: 1 }))).toEqual({ ok: false, reason: 'chain' })
  })

  it('refuses a message out of its validity window', () => {
    expect(check(message({ expirationTime: new Date(now) }))).toEqual({ ok: false, reason: 'expired' })
    expect(check(message({ notBefore: new Date(now + 1000) }))).toEqual({
      ok: false,
      reason: 'not-yet-valid',
    })
    expect(check(message({ issuedAt: new Date(now + 10 * 60_000) }))).toEqual({
      ok: false,
      reason: 'not-yet-valid',
    })
  })

  it('wants exactly one fid resource, the fid claimed', () => {
    expect(check(message(), 2)).toEqual({ ok: false, reason: 'fid' })
    expect(check(message({ resources: [] }))).toEqual({ ok: false, reason: 'fid' })
    expect(check(message({ resources: ['farcaster://fid/1', 'farcaster://fid/2'] }))).toEqual({
      ok: false,
      reason: 'fid',
    })
    expect(check(message({ resources: ['farcaster://fid/12'] }))).toEqual({ ok: false, reason: 'fid' })
  })

  it('refuses what is not an EIP-4361 message', () => {
    expect(check('hello')).toEqual({ ok: false, reason: 'malformed' })
    expect(check(message().replace('Version: 1', 'Version: 2'))).toEqual({ ok: false, reason: 'malformed' })
    expect(check(message().replace(/Issued At: .+/, 'Issued At: yesterday'))).toEqual({
      ok: false,
      reason: 'malformed',
    })
  })
})
