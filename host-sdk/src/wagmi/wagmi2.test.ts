import {
  type Config,
  connect,
  createStorage,
  disconnect,
  getAccount,
  reconnect,
  type Storage,
  switchChain,
} from '@wagmi/core2'
import { describe, expect, it, vi } from 'vitest'
import { anvil, sepolia } from '../networks.js'
import { fakeCore } from './testing/fakeCore.js'
import { WagmiAdapter } from './wagmiAdapter.js'

// The same adapter on wagmi 2 (an app with wagmi 2 resolves `@wagmi/core` to its 2.x).
vi.mock('@wagmi/core', () => import('@wagmi/core2'))

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks = [anvil, sepolia]

function started(storage: Storage, stored?: { address: string }) {
  const adapter = new WagmiAdapter({ networks, projectId: 'p', storage })
  const core = fakeCore(networks, stored)
  const instance = adapter.airlock.start(core.context, core.evm)
  const config = adapter.wagmiConfig as unknown as Config
  return { core, instance, config }
}

describe('WagmiAdapter on wagmi 2', () => {
  it('follows the modal, connects, switches, disconnects and reconnects on Airlock', async () => {
    // What the adapter imports is wagmi 2's core here.
    expect((await import('@wagmi/core')).version).toMatch(/^2\./)
    const items = new Map<string, string>()
    const storage = createStorage({
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    })
    const { core, instance, config } = started(storage)
    core.connect(ALICE)
    await expect.poll(() => getAccount(config).address).toBe(ALICE)
    expect(getAccount(config).connector?.id).toBe('airlock')

    await switchChain(config, { chainId: 11155111 })
    expect(getAccount(config).chainId).toBe(11155111)
    core.switchTo(31337)
    await expect.poll(() => getAccount(config).chainId).toBe(31337)

    core.disconnect()
    await expect.poll(() => getAccount(config).status).toBe('disconnected')
    const connecting = connect(config, { connector: config.connectors[0] as Config['connectors'][number] })
    await expect.poll(() => core.requests.some((r) => r.method === 'eth_requestAccounts')).toBe(true)
    core.connect(ALICE)
    expect((await connecting).accounts).toEqual([ALICE])
    instance.stop()

    const after = started(storage, { address: ALICE })
    expect((await reconnect(after.config)).map((c) => c.connector.id)).toEqual(['airlock'])
    expect(getAccount(after.config)).toMatchObject({ status: 'connected', address: ALICE })
    await disconnect(after.config)
    expect(after.core.disconnects).toHaveLength(1)
  })
})
