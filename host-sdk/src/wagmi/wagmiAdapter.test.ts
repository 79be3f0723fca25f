import {
  connect,
  createStorage,
  disconnect,
  getConnection,
  getConnectorClient,
  reconnect,
  switchChain,
} from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { anvil, mainnet, sepolia, solana } from '../networks.js'
import { fakeCore } from './testing/fakeCore.js'
import { WagmiAdapter } from './wagmiAdapter.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const networks = [anvil, sepolia]

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    storage: createStorage({
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    }),
  }
}

/** An adapter started as createAppKit starts it, over a fake modal. */
function started(stored?: { address: string }, storage = memoryStorage()) {
  const adapter = new WagmiAdapter({ networks, projectId: 'p', storage: storage.storage })
  const core = fakeCore(networks, stored)
  const instance = adapter.airlock.start(core.context, core.evm)
  const config = adapter.wagmiConfig
  const airlock = config.connectors.find((c) => c.id === 'airlock')
  if (!airlock) throw new Error('no Airlock connector')
  return { adapter, core, instance, config, airlock, storage }
}

describe('WagmiAdapter', () => {
  it('builds a wagmi config whose one connector is Airlock, over the EVM networks only', () => {
    const adapter = new WagmiAdapter({ networks: [solana, mainnet, anvil], projectId: 'p' })
    expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([1, 31337])
    expect(adapter.wagmiConfig.chains[1]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(adapter.wagmiConfig.connectors.map((c) => c.id)).toEqual(['airlock'])
    expect(adapter.networks).toHaveLength(3)
    expect(adapter.airlock.namespace).toBe('eip155')
  })

  it('refuses bad options with a clear error', () => {
    const make = (options: unknown) => () => new WagmiAdapter(options as never)
    expect(make(null)).toThrow('WagmiAdapter: options must be an object')
    expect(make({ projectId: 'p' })).toThrow('`networks` must be an array')
    expect(make({ networks: [solana], projectId: 'p' })).toThrow('at least one EVM network')
    expect(make({ networks: [anvil], projectId: 1 })).toThrow('`projectId` must be a string')
    expect(make({ networks: [anvil], projectId: 'p', connectors: 'x' })).toThrow(
      '`connectors` must be an array',
    )
  })

  it('says what is missing when wagmi is used before createAppKit started it', async () => {
    const adapter = new WagmiAdapter({ networks, projectId: 'p' })
    const [airlock] = adapter.wagmiConfig.connectors
    await expect(airlock?.getProvider()).rejects.toThrow(
      'pass it to createAppKit({ adapters: [wagmiAdapter] })',
    )
  })

  it('is connected in wagmi when the visitor connects in the modal, and follows its account', async () => {
    const { core, config } = started()
    expect(getConnection(config).status).toBe('disconnected')
    core.connect(ALICE)
    await expect.poll(() => getConnection(config).address).toBe(ALICE)
    expect(getConnection(config)).toMatchObject({ status: 'connected', chainId: 31337 })
    expect(getConnection(config).connector?.id).toBe('airlock')
    core.connect(BOB)
    await expect.poll(() => getConnection(config).address).toBe(BOB)
  })

  it('is disconnected in wagmi when the modal disconnects', async () => {
    const { core, config } = started()
    core.connect(ALICE)
    await expect.poll(() => getConnection(config).status).toBe('connected')
    core.disconnect()
    await expect.poll(() => getConnection(config).status).toBe('disconnected')
  })

  it("disconnects the modal on wagmi's disconnect", async () => {
    const { core, config } = started()
    core.connect(ALICE)
    await expect.poll(() => getConnection(config).status).toBe('connected')
    await disconnect(config)
    expect(core.disconnects).toHaveLength(1)
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("connects through the modal on wagmi's connect, and a closed modal is a rejection", async () => {
    const { core, config, airlock } = started()
    const refused = connect(config, { connector: airlock })
    await expect.poll(() => core.requests.some((r) => r.method === 'eth_requestAccounts')).toBe(true)
    core.close()
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    expect(getConnection(config).status).toBe('disconnected')

    const accepted = connect(config, { connector: airlock })
    await expect.poll(() => core.requests.filter((r) => r.method === 'eth_requestAccounts').length).toBe(2)
    core.connect(ALICE)
    expect((await accepted).accounts).toEqual([ALICE])
    expect(getConnection(config).status).toBe('connected')
  })

  it('switches the chain both ways', async () => {
    const { core, config } = started()
    core.connect(ALICE)
    await expect.poll(() => getConnection(config).status).toBe('connected')
    // wagmi -> modal
    expect((await switchChain(config, { chainId: sepolia.id as number })).id).toBe(11155111)
    expect(core.requests).toContainEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xaa36a7' }],
    })
    expect(getConnection(config).chainId).toBe(11155111)
    // modal -> wagmi
    core.switchTo(31337)
    await expect.poll(() => getConnection(config).chainId).toBe(31337)
  })

  it('refuses a chain the config does not list, asking the modal nothing', async () => {
    const { core, config } = started()
    core.connect(ALICE)
    await expect.poll(() => getConnection(config).status).toBe('connected')
    await expect(switchChain(config, { chainId: 1 })).rejects.toThrow('Chain not configured')
    expect(core.requests.some((r) => r.method === 'wallet_switchEthereumChain')).toBe(false)
  })

  it('ignores what is not an address in the accounts it is told', async () => {
    const { core, config } = started()
    core.connect('not-an-address')
    await expect.poll(() => core.requests.some((r) => r.method === 'eth_accounts')).toBe(true)
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('reconnects on Airlock after a reload, from the stored session, before the modal is up', async () => {
    const storage = memoryStorage()
    const before = started(undefined, storage)
    before.core.connect(ALICE)
    await expect.poll(() => getConnection(before.config).status).toBe('connected')
    before.instance.stop()

    const after = started({ address: ALICE }, storage)
    const connections = await reconnect(after.config)
    expect(connections.map((c) => c.connector.id)).toEqual(['airlock'])
    expect(getConnection(after.config)).toMatchObject({ status: 'connected', address: ALICE })
    // The modal was asked nothing: the stored session answered.
    expect(after.core.requests.some((r) => r.method === 'eth_requestAccounts')).toBe(false)
    const client = await getConnectorClient(after.config)
    expect(client.account.address).toBe(ALICE)
  })
})
