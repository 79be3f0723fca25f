// @vitest-environment node

import { installTestLedger } from '@airlock/dev-cloud/ledger'
import {
  type Address,
  createClient,
  custom,
  type Hex,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initPersistence, rawEntries } from '../../lib/persistence.js'
import { appStore, initialState } from '../../stores/appStore.js'
import { ledgerStore } from '../../stores/ledgerStore.js'
import { testNetwork } from '../../testing/networks.js'
import type { ConnectorContext } from '../connector.js'
import {
  createLedgerConnector,
  LEDGER_ACCOUNT_KEY,
  LEDGER_DECLINED,
  LEDGER_RECENT,
  type LedgerConnector,
} from './ledgerConnector.js'
import { ledgerErrorTexts } from './ledgerErrors.js'
import { pickLedgerAccount } from './ledgerHandOff.js'
import { openLedger } from './openLedger.js'

// The chain's side: what eth_sendTransaction asks the RPC (nonce, gas, fees) and what it broadcasts.
const rpcCalls: { method: string; params: unknown }[] = []
let broadcastRefusal: string | undefined
vi.mock('../../lib/rpcClient.js', () => ({
  rpcClient: () =>
    createClient({
      transport: custom({
        async request({ method, params }: { method: string; params: unknown }) {
          rpcCalls.push({ method, params })
          switch (method) {
            case 'eth_getTransactionCount':
              return '0x7'
            case 'eth_estimateGas':
              return '0x5208'
            case 'eth_getBlockByNumber':
              return { baseFeePerGas: '0x3b9aca00', number: '0x1', timestamp: '0x1' }
            case 'eth_maxPriorityFeePerGas':
              return '0x3b9aca00'
            case 'eth_sendRawTransaction':
              if (broadcastRefusal) throw new Error(broadcastRefusal)
              return '0x'.padEnd(66, 'a')
            case 'eth_blockNumber':
              return '0x10'
            default:
              throw new Error(`unexpected ${method}`)
          }
        },
      }),
    }),
}))

const RECIPIENT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = testNetwork(1)
const notices: string[] = []
const context: ConnectorContext = {
  accountsChanged: () => undefined,
  chainChanged: () => undefined,
  disconnected: () => undefined,
  // The modal's approval view shows the prompt while the work runs: what it would show is recorded.
  withApproval: (work) => work(),
  mayConnect: async () => true,
  notify: (_, message) => void notices.push(message),
}

let connector: LedgerConnector | undefined
beforeEach(() => {
  appStore.setState(
    { ...initialState(), networks: [network, testNetwork(31337)], activeNetwork: network },
    true,
  )
  initPersistence({}, () => undefined)
  notices.length = 0
  rpcCalls.length = 0
  broadcastRefusal = undefined
})
afterEach(async () => {
  await connector?.disconnect('eip155')
  connector = undefined
})

/** Connect as ConnectingLedger does: the view opens the device, lists a page and picks an account. */
async function connectAccount(index: number) {
  const testLedger = installTestLedger()
  connector = createLedgerConnector(context)
  const connecting = connector.connect('eip155', { current: () => true })
  const session = await openLedger()
  const accounts = await session.listAccounts('ledgerLive', 0)
  expect(pickLedgerAccount({ session, account: accounts[index] as (typeof accounts)[number] })).toBe(true)
  return { ...testLedger, connected: await connecting, account: accounts[index] as (typeof accounts)[number] }
}

describe('the Ledger connector against the device stand-in', { timeout: 30_000 }, () => {
  it('connects the account the view picked and stores only its address and path', async () => {
    const { connected, account, device } = await connectAccount(1)
    expect(account.address).toBe(device.addressAt("m/44'/60'/1'/0/0"))
    expect(connected.accounts).toEqual([
      expect.objectContaining({ namespace: 'eip155', address: account.address, network }),
    ])
    expect(connected.accounts[0]?.walletInfo?.name).toBe('Ledger')
    // Connect's Recent lists the Ledger after a new connection.
    expect(connected.recent).toEqual(LEDGER_RECENT)
    expect(LEDGER_RECENT).toEqual({ id: 'ledgerHid', name: 'Ledger' })
    expect(JSON.parse(rawEntries.get(LEDGER_ACCOUNT_KEY) ?? 'null')).toEqual({
      address: account.address,
      path: "m/44'/60'/1'/0/0",
    })
    expect(
      await connector?.request({ method: 'eth_accounts', params: [], network, namespace: 'eip155' }),
    ).toEqual({
      ok: true,
      result: [account.address],
    })
    expect(
      await connector?.request({ method: 'eth_chainId', params: [], network, namespace: 'eip155' }),
    ).toEqual({
      ok: true,
      result: '0x1',
    })
  })

  it('restores after a reload at once and reopens the granted device without a chooser at the first signature', async () => {
    const { account } = await connectAccount(2)
    const stored = rawEntries.get(LEDGER_ACCOUNT_KEY) as string
    // A reload: a fresh connector and a fresh WebHID whose device this origin was granted before.
    const { webHid, device } = installTestLedger()
    webHid.granted = true
    webHid.chooser = 'cancel'
    initPersistence({ [LEDGER_ACCOUNT_KEY]: stored }, () => undefined)
    connector = createLedgerConnector(context)
    const restored = await connector.restore('eip155', { waitForWallet: async () => false })
    expect(restored?.accounts[0]?.address).toBe(account.address)
    // A restore is no new connection: Recent stays as it was.
    expect(restored?.recent).toBeNull()

    let shown: unknown
    const unsubscribe = ledgerStore.subscribe((s) => {
      if (s.prompt) shown = s.prompt
    })
    const answer = await connector.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', account.address],
      network,
      namespace: 'eip155',
    })
    unsubscribe()
    expect(answer).toEqual({ ok: true, result: expect.any(String) })
    const signature = (answer as { result: Hex }).result
    expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true)
    expect(shown).toMatchObject({ title: 'Sign message', screens: [{ label: 'Message', value: 'hello' }] })
    expect(device.shown).toHaveLength(1)
    expect(ledgerStore.getState().prompt).toBeUndefined()
  })

  it('restores nothing when the stored entry is not an address and a path', async () => {
    initPersistence(
      { [LEDGER_ACCOUNT_KEY]: JSON.stringify({ address: 'nope', path: "m/44'/60'/0'/0/0" }) },
      () => undefined,
    )
    connector = createLedgerConnector(context)
    expect(await connector.restore('eip155', { waitForWallet: async () => false })).toBeUndefined()
  })

  it('signs typed data v4 in hashed mode for the connected chain, once blind signing is on', async () => {
    const { account, device } = await connectAccount(0)
    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 1, verifyingContract: RECIPIENT },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const
    const ask = () =>
      connector?.request({
        method: 'eth_signTypedData_v4',
        params: [account.address, JSON.stringify(typedData)],
        network,
        namespace: 'eip155',
      })
    expect(await ask()).toMatchObject({ ok: false, error: { message: ledgerErrorTexts.blindSigning } })
    device.set({ blindSigning: true })
    const answer = await ask()
    expect(answer).toEqual({ ok: true, result: expect.any(String) })
    const signature = (answer as { result: Hex }).result
    expect(await verifyTypedData({ ...typedData, address: account.address, signature })).toBe(true)
  })

  it('fills nonce, gas and fees from the RPC, signs on the device and broadcasts the signed transaction', async () => {
    const { account } = await connectAccount(0)
    const answer = await connector?.request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: RECIPIENT, value: '0x2386f26fc10000' }],
      network,
      namespace: 'eip155',
    })
    expect(answer).toEqual({ ok: true, result: '0x'.padEnd(66, 'a') })
    const raw = rpcCalls.find((call) => call.method === 'eth_sendRawTransaction')?.params as [Hex]
    const transaction = parseTransaction(raw[0])
    expect(transaction).toMatchObject({ chainId: 1, nonce: 7, gas: 21000n, to: RECIPIENT.toLowerCase() })
    expect(transaction.value).toBe(parseEther('0.01'))
    expect(await recoverTransactionAddress({ serializedTransaction: raw[0] as never })).toBe(account.address)
  })

  it("answers the node's refusal of the signed transaction in the node's words", async () => {
    const { account } = await connectAccount(0)
    broadcastRefusal = 'insufficient funds for gas * price + value'
    const answer = await connector?.request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: RECIPIENT, value: '0x1' }],
      network,
      namespace: 'eip155',
    })
    expect(answer).toMatchObject({ ok: false, error: { code: -32603 } })
    expect((answer as { error: { message: string } }).error.message).toContain('insufficient funds')
  })

  it("answers the device's refusal with 4001 and the decline text, and says nothing more", async () => {
    const { account, device } = await connectAccount(0)
    device.set({ decide: () => false })
    const answer = await connector?.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', account.address],
      network,
      namespace: 'eip155',
    })
    expect(answer).toEqual({ ok: false, error: { code: 4001, message: LEDGER_DECLINED } })
    expect(notices).toEqual([])
  })

  it('says "Unlock your Ledger" for a locked device, in the answer and the snackbar', async () => {
    const { account, device } = await connectAccount(0)
    device.set({ locked: true })
    const answer = await connector?.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', account.address],
      network,
      namespace: 'eip155',
    })
    expect(answer).toMatchObject({ ok: false, error: { message: ledgerErrorTexts.locked } })
    expect(notices).toEqual([ledgerErrorTexts.locked])
  })

  it('refuses bad input before the device: another address, a message too large, typed data that is not', async () => {
    const { account, device } = await connectAccount(0)
    const ask = (method: string, params: unknown[]) =>
      connector?.request({ method, params, network, namespace: 'eip155' })
    expect(await ask('personal_sign', ['0x68', RECIPIENT])).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
    expect(await ask('personal_sign', [`0x${'00'.repeat(40_000)}`, account.address])).toMatchObject({
      ok: false,
      error: { code: -32602 },
    })
    expect(await ask('eth_signTypedData_v4', [account.address, '{not json'])).toMatchObject({
      ok: false,
      error: { code: -32602 },
    })
    expect(device.shown).toEqual([])
  })

  it("switches to any of the app's EVM networks without the device, and refuses others", async () => {
    connector = createLedgerConnector(context)
    expect(await connector.switchChain(testNetwork(31337), network)).toEqual({ ok: true, result: null })
    expect(await connector.switchChain(testNetwork(5), network)).toMatchObject({
      ok: false,
      error: { code: 4902 },
    })
  })

  it('shows the connected address on the device with the network, and says a refusal or a locked device', async () => {
    const { account, device } = await connectAccount(1)
    await connector?.verifyAddress()
    expect(device.shown.at(-1)).toEqual({
      kind: 'address',
      title: 'Verify Ethereum address',
      screens: [
        { label: 'Address', value: account.address },
        { label: 'Network', value: 'Ethereum' },
      ],
    })
    device.set({ decide: () => false })
    await expect(connector?.verifyAddress()).rejects.toMatchObject({ reason: 'rejected' })
    device.set({ decide: () => true, locked: true })
    await expect(connector?.verifyAddress()).rejects.toMatchObject({
      reason: 'locked',
      shortMessage: ledgerErrorTexts.locked,
    })
    expect(device.shown.filter((review) => review.kind === 'address')).toHaveLength(2)
  })

  it('verifies nothing without a connected account', async () => {
    connector = createLedgerConnector(context)
    await expect(connector.verifyAddress()).rejects.toMatchObject({ reason: 'failed' })
  })
})
