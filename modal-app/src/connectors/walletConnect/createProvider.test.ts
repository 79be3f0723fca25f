import type { ICore } from '@walletconnect/types'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const inits: { sign: Record<string, unknown>[]; universal: Record<string, unknown>[] } = {
  sign: [],
  universal: [],
}
// The Core is the SDK's own; the clients above it only record what they were started with.
vi.mock('@walletconnect/sign-client', () => ({
  SignClient: {
    init: async (options: Record<string, unknown>) => {
      inits.sign.push(options)
      return { core: options.core }
    },
  },
}))
vi.mock('@walletconnect/universal-provider', () => ({
  UniversalProvider: {
    init: async (options: Record<string, unknown>) => {
      inits.universal.push(options)
      return { client: options.client }
    },
  },
}))

// The SDK keeps one Core per page (the worker's); each test here starts a Core of its own.
vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
const { createProvider, storagePrefixFor } = await import('./createProvider.js')

const metadata = { name: 'App', description: '', url: '', icons: [] }
const entries = () => {
  const map = new Map<string, string>()
  return {
    keys: (prefix: string) => [...map.keys()].filter((name) => name.startsWith(prefix)),
    get: (name: string) => map.get(name),
    set: (changes: Record<string, string | null>) => {
      for (const [name, value] of Object.entries(changes))
        value === null ? map.delete(name) : map.set(name, value)
    },
  }
}
const storage = async () => ({
  key: await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
  entries: entries(),
})
const coreOf = async (parameters: Parameters<typeof createProvider>[0], attest = async () => 'jwt') => {
  const provider = (await createProvider(parameters, await storage(), attest)) as unknown as {
    client: { core: ICore }
  }
  return provider.client.core
}

beforeEach(() => {
  inits.sign = []
  inits.universal = []
})

describe('createProvider: the relay and Verify of each setting', () => {
  it('the WalletConnect network: the SDK default relay, and Verify registering through the page', async () => {
    const attest = vi.fn(async () => 'attestation-jwt')
    const core = await coreOf(
      { projectId: 'a'.repeat(32), relayUrl: undefined, verify: true, metadata },
      attest,
    )
    expect(core.relayUrl).toBe('wss://relay.walletconnect.org')
    expect(core.projectId).toBe('a'.repeat(32))
    expect(inits.sign[0]).not.toHaveProperty('relayUrl')
    expect(inits.universal[0]).not.toHaveProperty('relayUrl')
    await expect(core.verify.register({ id: 'id', decryptedId: 'decrypted' })).resolves.toBe(
      'attestation-jwt',
    )
    expect(attest).toHaveBeenCalledWith({ id: 'id', decryptedId: 'decrypted' })
  })

  it('a self-hosted relay: that relay on every layer, and no attestation asked for', async () => {
    const attest = vi.fn(async () => 'attestation-jwt')
    const relayUrl = 'ws://127.0.0.1:8787/?hostOrigin=x'
    const core = await coreOf({ projectId: 'p', relayUrl, verify: false, metadata }, attest)
    expect(core.relayUrl).toBe(relayUrl)
    expect(inits.sign[0]).toMatchObject({ relayUrl })
    expect(inits.universal[0]).toMatchObject({ relayUrl })
    await expect(core.verify.register({ id: 'id', decryptedId: 'decrypted' })).resolves.toBe('')
    await expect(core.verify.resolve({ attestationId: 'x' })).resolves.toBeUndefined()
    expect(attest).not.toHaveBeenCalled()
  })
})

describe('storagePrefixFor: each relay keeps its own sessions', () => {
  it('names the WalletConnect network plainly and each self-hosted relay by its URL, not its query', () => {
    expect(storagePrefixFor(undefined)).toBe('airlock')
    const ours = storagePrefixFor('ws://127.0.0.1:8787/?hostOrigin=http%3A%2F%2Fapp.localhost%3A5173')
    expect(ours).toMatch(/^airlock-[0-9a-f]{8}$/)
    expect(storagePrefixFor('ws://127.0.0.1:8787/?hostOrigin=http%3A%2F%2Fother.example')).toBe(ours)
    expect(storagePrefixFor('ws://127.0.0.1:8787')).toBe(ours)
    expect(storagePrefixFor('wss://relay.example.com/')).not.toBe(ours)
  })

  it("gives the SDK's Core the relay's prefix", async () => {
    const store = await storage()
    const core = (
      (await createProvider(
        { projectId: 'p', relayUrl: 'ws://127.0.0.1:8787/', verify: false, metadata },
        store,
      )) as unknown as { client: { core: ICore } }
    ).client.core
    expect(core.customStoragePrefix).toBe(`:${storagePrefixFor('ws://127.0.0.1:8787/')}`)
  })
})
