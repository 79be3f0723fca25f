import { SIWX_SESSIONS_KEY } from '@airlock/shared-protocol/host'
import { afterEach, describe, expect, it } from 'vitest'
import { createSIWEConfig, createSIWXConfig, DefaultSIWX } from './siwxConfigs.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const session = (chainId: string, expirationTime?: string) => ({
  data: {
    accountAddress: ADDRESS,
    chainId,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh1234',
    issuedAt: '2026-11-24T00:00:00.000Z',
    ...(expirationTime ? { expirationTime } : {}),
  },
  message: 'app.example wants you to sign in',
  signature: '0x1234',
})

afterEach(() => localStorage.clear())

describe('SIWX configs', () => {
  it("calls an app's SIWX config by name and answers plain data, the message with its text", async () => {
    const seen: unknown[] = []
    const config = createSIWXConfig({
      createMessage: async (input) => ({ ...input, nonce: 'n1', toString: () => 'the text' }),
      addSession: async (s) => void seen.push(s),
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async () => [],
    })
    expect(await config.airlock.call({ method: 'createMessage', args: [{ domain: 'app.example' }] })).toEqual(
      {
        data: { domain: 'app.example', nonce: 'n1' },
        message: 'the text',
      },
    )
    await config.airlock.call({ method: 'addSession', args: ['s'] })
    expect(seen).toEqual(['s'])
    // Only the interface's methods: nothing else of the object (or its prototype) is reachable.
    for (const method of ['toString', 'constructor', 'getNonce', 'airlock'])
      await expect(config.airlock.call({ method: method as 'getSessions', args: [] })).rejects.toThrow(
        'SIWX is not enabled',
      )
  })

  it("reaches an old app's SIWE config through its own methods, the message as its string", async () => {
    const config = createSIWEConfig({
      getNonce: async () => 'nonce1234',
      createMessage: ({ nonce }) => `message with ${nonce as string}`,
      verifyMessage: async ({ signature }) => signature === '0xgood',
      getSession: async () => ({ address: ADDRESS, chainId: 1 }),
      signOut: async () => true,
    })
    expect(await config.airlock.call({ method: 'createMessage', args: [{ nonce: 'n2' }] })).toBe(
      'message with n2',
    )
    expect(
      await config.airlock.call({ method: 'verifyMessage', args: [{ message: 'm', signature: '0xgood' }] }),
    ).toBe(true)
    await expect(config.airlock.call({ method: 'addSession', args: [] })).rejects.toThrow(
      'SIWX is not enabled',
    )
  })

  it('DefaultSIWX reads the live sessions the modal stored in this page, per account and chain', async () => {
    const siwx = new DefaultSIWX()
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
    localStorage.setItem(
      SIWX_SESSIONS_KEY,
      JSON.stringify([
        session('eip155:1'),
        session('eip155:10'),
        session('eip155:1', '2000-01-01T00:00:00.000Z'),
      ]),
    )
    expect(await siwx.getSessions('eip155:1', ADDRESS.toLowerCase())).toEqual([session('eip155:1')])
    localStorage.setItem(SIWX_SESSIONS_KEY, 'not json')
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
    expect(siwx.airlock.describe()).toEqual({ mode: 'default', required: false, signOutOnDisconnect: true })
    await expect(siwx.airlock.call({ method: 'getNonce', args: [] })).rejects.toThrow('SIWX is not enabled')
  })

  it('DefaultSIWX with getNonce: the modal asks this page for each nonce, and for nothing else', async () => {
    const asked: unknown[] = []
    const siwx = new DefaultSIWX({
      sessions: 'cloud',
      getNonce: async (input) => {
        asked.push(input)
        return 'issuedByTheServer1'
      },
    })
    // The function stays here: the modal only learns that the app issues nonces.
    expect(siwx.airlock.describe()).toEqual({
      mode: 'default',
      required: false,
      signOutOnDisconnect: true,
      sessions: 'cloud',
      appNonce: true,
    })
    const input = { accountAddress: ADDRESS, chainId: 'eip155:1' }
    expect(await siwx.airlock.call({ method: 'getNonce', args: [input] })).toBe('issuedByTheServer1')
    expect(asked).toEqual([input])
    for (const method of ['createMessage', 'getSessions', 'addSession', 'toString', 'constructor'])
      await expect(siwx.airlock.call({ method: method as 'getNonce', args: [] })).rejects.toThrow(
        'SIWX is not enabled',
      )
  })
})
