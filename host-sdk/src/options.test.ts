import { describe, expect, it } from 'vitest'
import { anvil } from './networks.js'
import { modalOriginOf, toModalOptions } from './options.js'
import { createSIWEConfig, createSIWXConfig, DefaultSIWX } from './siwx/siwxConfigs.js'

describe('toModalOptions', () => {
  it('refuses siweConfig and siwx together with the spec text', () => {
    expect(() => toModalOptions({ projectId: 'p', networks: [anvil], siweConfig: {}, siwx: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('needs at least one network with a CAIP id', () => {
    expect(() => toModalOptions({ projectId: 'p', networks: [] })).toThrow(/`networks` must list networks/)
    expect(() => toModalOptions({ projectId: 'p', networks: [{} as typeof anvil] })).toThrow(/caipNetworkId/)
    expect(() => toModalOptions(null as never)).toThrow(/`networks` must list networks/)
  })

  it('passes an empty projectId on, so the modal can show its alert and log it', () => {
    expect(toModalOptions({ projectId: '  ', networks: [anvil] }).projectId).toBe('')
  })

  it("passes the app's locale and the page's language on", () => {
    const options = toModalOptions({ projectId: 'p', networks: [anvil], locale: 'fr' }, 'de-AT')
    expect([options.locale, options.htmlLang]).toEqual(['fr', 'de-AT'])
  })

  it("passes the app's defaultAccountTypes on for the modal to check", () => {
    const options = toModalOptions({
      projectId: 'p',
      networks: [anvil],
      defaultAccountTypes: { eip155: 'eoa' },
    })
    expect(options.defaultAccountTypes).toEqual({ eip155: 'eoa' })
  })

  it('keeps only what the modal needs, with the SDK version', () => {
    const options = toModalOptions({
      projectId: 'p',
      networks: [anvil],
      defaultNetwork: anvil,
      themeMode: 'dark',
      siwx: new DefaultSIWX({ required: true, statement: 'Welcome' }),
    })
    expect(options).toMatchObject({
      projectId: 'p',
      defaultNetworkId: 'eip155:31337',
      themeMode: 'dark',
      sdkVersion: '1.7.2',
    })
    // The SIWX config's serialisable part only: its functions stay in the page.
    expect(options.siwx).toEqual({
      mode: 'default',
      required: true,
      signOutOnDisconnect: true,
      statement: 'Welcome',
    })
  })

  it("describes an app's own SIWX or SIWE config, and refuses one not made with the siwx entry", () => {
    const custom = createSIWXConfig({
      createMessage: async () => ({ toString: () => 'message' }),
      addSession: async () => undefined,
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async () => [],
      getRequired: () => true,
    })
    expect(toModalOptions({ projectId: 'p', networks: [anvil], siwx: custom }).siwx).toEqual({
      mode: 'custom',
      required: true,
      signOutOnDisconnect: false,
    })
    const siwe = createSIWEConfig({
      getNonce: async () => 'nonce1234',
      createMessage: () => 'message',
      verifyMessage: async () => true,
      getSession: async () => null,
      signOut: async () => true,
      signOutOnDisconnect: true,
    })
    expect(toModalOptions({ projectId: 'p', networks: [anvil], siweConfig: siwe }).siwx).toMatchObject({
      mode: 'siwe',
      signOutOnDisconnect: true,
    })
    expect(() => toModalOptions({ projectId: 'p', networks: [anvil], siwx: {} })).toThrow(
      /@airlock\/host-sdk\/siwx/,
    )
    expect(() =>
      toModalOptions({ projectId: 'p', networks: [anvil], siwx: custom, siweConfig: siwe }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })

  it('turns an empty adapters list into WalletConnect-only mode and ignores adapter objects', () => {
    expect(toModalOptions({ projectId: 'p', networks: [anvil], adapters: [] }).universalProviderMode).toBe(
      true,
    )
    const withAdapter = toModalOptions({
      projectId: 'p',
      networks: [anvil],
      adapters: [{ namespace: 'eip155' }],
    })
    expect(withAdapter).not.toHaveProperty('universalProviderMode')
    expect(withAdapter).not.toHaveProperty('adapters')
    expect(() =>
      toModalOptions({ projectId: 'p', networks: [anvil], adapters: 'wagmi' as unknown as unknown[] }),
    ).toThrow(/adapters/)
  })
})

describe('modalOriginOf', () => {
  it('takes the origin of an http(s) URL and refuses other schemes', () => {
    expect(modalOriginOf('https://modal.example.com/path?x=1')).toBe('https://modal.example.com')
    expect(() => modalOriginOf('javascript:alert(1)')).toThrow(/http/)
  })
})
