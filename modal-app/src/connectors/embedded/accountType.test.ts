import { type EmbeddedUser, ModalOptionsSchema } from '@airlock/shared-protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { accountsChanged } from '../../controllers/connectorEvents.js'
import { appStore, initialState, toSnapshot } from '../../stores/appStore.js'
import { embeddedStore } from '../../stores/embeddedStore.js'
import { testNetwork } from '../../testing/networks.js'
import type { ConnectorContext } from '../connector.js'
import { EMBEDDED_ID } from '../ids.js'
import { forgetSmartAccountNetworks, switchAccountType, withDefaultAccountType } from './accountType.js'
import type { WalletFrameClient } from './walletFrameClient.js'

const tracked = vi.hoisted(() => [] as [string, unknown][])
vi.mock('../../api/analytics.js', () => ({
  track: (event: string, data: unknown) => tracked.push([event, data]),
}))
vi.mock('../../controllers/balance.js', () => ({ refreshBalance: vi.fn(async () => undefined) }))
vi.mock('../../controllers/account.js', () => ({ invalidateAccount: vi.fn(), loadIdentity: vi.fn() }))

/** The modal's own handling of an account change, as the controllers offer it to the connector. */
const context = { accountsChanged } as unknown as ConnectorContext

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = '0x1111111111111111111111111111111111111111'
const network = testNetwork()
const user: EmbeddedUser = {
  email: 'a@example.com',
  address: EOA,
  chainId: 31337,
  accounts: [
    { address: EOA, type: 'eoa' },
    { address: SMART, type: 'smartAccount' },
  ],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
}

/** The wallet frame, faked: the smart-account chains and the switch as the service answers them. */
function fakeFrame(chains: number[] = [31337]) {
  const sent: [string, unknown][] = []
  const frame = {
    async request(name: string, payload: unknown) {
      sent.push([name, payload])
      if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') return { smartAccountEnabledNetworks: chains }
      if (name === 'SET_PREFERRED_ACCOUNT') {
        const { type } = payload as { type: string }
        return { type, address: type === 'smartAccount' ? SMART : EOA }
      }
      throw new Error(`unexpected ${name}`)
    },
  }
  return { frame: frame as unknown as WalletFrameClient, sent }
}

const options = (extra: object = {}) =>
  ModalOptionsSchema.parse({
    projectId: 'p',
    networks: [network],
    sdkVersion: '1',
    sdkType: 'airlock',
    ...extra,
  })

beforeEach(() => {
  forgetSmartAccountNetworks()
  tracked.length = 0
  appStore.setState(initialState())
  embeddedStore.setState({ preferredAccountType: undefined, accounts: [] })
})

describe('withDefaultAccountType (a new embedded login)', () => {
  it('switches once to a smart account on a smart-account chain, and connects with its address', async () => {
    appStore.setState({ options: options() })
    const { frame, sent } = fakeFrame()
    expect(await withDefaultAccountType(frame, user)).toMatchObject({
      address: SMART,
      preferredAccountType: 'smartAccount',
    })
    expect(sent).toEqual([
      ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}],
      ['SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }],
    ])
  })

  it("follows the app's defaultAccountTypes.eip155", async () => {
    appStore.setState({ options: options({ defaultAccountTypes: { eip155: 'eoa' } }) })
    const { frame, sent } = fakeFrame()
    expect((await withDefaultAccountType(frame, user)).address).toBe(EOA)
    expect(sent.at(-1)).toEqual(['SET_PREFERRED_ACCOUNT', { type: 'eoa' }])
  })

  it('leaves the user as it is on a chain without smart accounts', async () => {
    appStore.setState({ options: options() })
    const { frame, sent } = fakeFrame([8453])
    expect(await withDefaultAccountType(frame, user)).toBe(user)
    expect(sent.map(([name]) => name)).toEqual(['GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
  })
})

describe('switchAccountType (Account)', () => {
  it('moves the address everywhere and tracks SET_PREFERRED_ACCOUNT_TYPE', async () => {
    appStore.setState({
      status: 'connected',
      connectorId: EMBEDDED_ID,
      address: EOA,
      activeNetwork: network,
      connections: { eip155: { address: EOA, connectorId: EMBEDDED_ID, walletInfo: undefined, network } },
    })
    const { frame } = fakeFrame()
    await switchAccountType(frame, 'smartAccount', context)
    expect(appStore.getState().address).toBe(SMART)
    expect(appStore.getState().connections.eip155?.address).toBe(SMART)
    expect(embeddedStore.getState().preferredAccountType).toBe('smartAccount')
    // The host hears the type with the account (AppKit's allAccounts).
    expect(toSnapshot(appStore.getState()).namespaces?.eip155).toMatchObject({
      address: SMART,
      type: 'smartAccount',
    })
    expect(tracked).toEqual([
      ['SET_PREFERRED_ACCOUNT_TYPE', { accountType: 'smartAccount', network: 'eip155:31337' }],
    ])
    await switchAccountType(frame, 'eoa', context)
    expect(appStore.getState().address).toBe(EOA)
    expect(toSnapshot(appStore.getState()).namespaces?.eip155).toMatchObject({ address: EOA, type: 'eoa' })
    // The account's name is read again after the move: done before the test ends.
    await vi.dynamicImportSettled()
  })
})
