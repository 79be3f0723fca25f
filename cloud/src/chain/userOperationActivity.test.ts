import { type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import {
  type AccountAbstractionContracts,
  DEVNET_SMART_ACCOUNTS,
  deployAccountAbstraction,
  deploySmartAccounts,
  hybridAccountClient,
  type RunningBundler,
  sessionRedemption,
  simpleAccountClient,
  startBundler,
} from '@airlock/dev-cloud/account-abstraction'
import { freePort } from '@airlock/node-kit'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CloudDatabase, openDatabase } from '../db/openDatabase.js'
import { grantSession } from '../wallet/permissions/sessionDelegation.js'
import { createIndexer } from './indexer.js'
import { createIndexStore, type IndexStore } from './indexStore.js'
import { type TransactionContext, toTransaction } from './transactions.js'

let anvil: RunningAnvil
let bundler: RunningBundler
let contracts: AccountAbstractionContracts
let db: CloudDatabase

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  contracts = await deployAccountAbstraction(anvil.url)
  ;[bundler] = await Promise.all([
    startBundler({ rpcUrl: anvil.url, entryPoint: contracts.entryPoint }),
    deploySmartAccounts(anvil.url),
  ])
  db = await openDatabase(':memory:')
}, 120_000)

afterAll(async () => {
  await db?.destroy()
  await bundler?.stop()
  await anvil?.stop()
})

const context: TransactionContext = {
  chain: 'eip155:31337',
  native: { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: null },
  contract: () => undefined,
  tokenIconUrl: () => null,
  nftImageUrl: () => '',
  price: () => 0,
  isSpam: () => false,
}

/** Activity as the blockchain API builds it: the address's indexed transactions, each with its transfers. */
async function activity(store: IndexStore, address: Address) {
  const txs = await store.history(address, 10)
  const transfers = await store.transfersOf(txs.map((tx) => tx.hash))
  return txs.map((tx) => toTransaction(address, tx, transfers, context))
}

const stranger = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe("a smart account's user operations and sessions in Activity, indexed from real transactions", () => {
  it('shows a HybridDeleGator batch of two transfers as one send from the account, each arriving', async () => {
    const store = createIndexStore(db, 'eip155:31337')
    const indexer = createIndexer(anvil.url, store)
    const client = await hybridAccountClient({
      rpcUrl: anvil.url,
      bundlerUrl: bundler.url,
      funds: parseEther('1'),
    })
    const [alice, bob] = [stranger(), stranger()]
    const hash = await client.bundlerClient.sendUserOperation({
      calls: [
        { to: alice, value: parseEther('0.01') },
        { to: bob, value: parseEther('0.02') },
      ],
    })
    const { receipt } = await client.bundlerClient.waitForUserOperationReceipt({ hash })
    await indexer.sync()

    const [send] = await activity(store, client.account.address)
    expect(send?.id).toBe(receipt.transactionHash)
    expect(send?.metadata).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      sentFrom: client.account.address.toLowerCase(),
      sentTo: alice.toLowerCase(),
    })
    expect(send?.transfers.map((t) => [t.direction, t.quantity.numeric])).toEqual([
      ['out', '0.01'],
      ['out', '0.02'],
    ])
    const [received] = await activity(store, bob)
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers.map((t) => [t.direction, t.quantity.numeric])).toEqual([['in', '0.02']])
  })

  it("shows a dApp's spend under a granted session as a send from the visitor's account", async () => {
    const store = createIndexStore(db, 'eip155:31337:session')
    const indexer = createIndexer(anvil.url, store, {
      delegationManagers: [DEVNET_SMART_ACCOUNTS.DelegationManager],
    })
    const client = await hybridAccountClient({
      rpcUrl: anvil.url,
      bundlerUrl: bundler.url,
      funds: parseEther('1'),
    })
    const deployed = await client.bundlerClient.sendUserOperation({ calls: [{ to: stranger(), value: 1n }] })
    await client.bundlerClient.waitForUserOperationReceipt({ hash: deployed })
    const key = privateKeyToAccount(generatePrivateKey())
    await createTestClient({ mode: 'anvil', transport: http(anvil.url) }).setBalance({
      address: key.address,
      value: parseEther('1'),
    })
    const granted = await grantSession({
      account: client.account,
      chainId: 31337,
      request: {
        delegate: key.address,
        expiry: Math.floor(Date.now() / 1000) + 3600,
        limit: { kind: 'native', allowance: parseEther('0.05') },
        permission: { type: 'native-token-transfer', data: {}, policies: [] as never },
      },
    })
    const to = stranger()
    const dapp = createWalletClient({ account: key, chain: foundry, transport: http(anvil.url) })
    const hash = await dapp.sendTransaction({
      to: granted.signerData.submitToAddress,
      data: sessionRedemption(granted.permissionsContext, to, parseEther('0.04')),
    })
    await createPublicClient({ chain: foundry, transport: http(anvil.url) }).waitForTransactionReceipt({
      hash,
    })
    await indexer.sync()

    const [spent] = await activity(store, client.account.address)
    expect(spent?.id).toBe(hash)
    expect(spent?.metadata).toMatchObject({
      operationType: 'send',
      sentFrom: client.account.address.toLowerCase(),
      sentTo: to.toLowerCase(),
    })
    expect(spent?.transfers.map((t) => [t.direction, t.quantity.numeric])).toEqual([['out', '0.04']])
  })

  it('shows a SimpleAccount transfer too', async () => {
    const store = createIndexStore(db, 'eip155:31337:simple')
    const indexer = createIndexer(anvil.url, store)
    const client = await simpleAccountClient({
      rpcUrl: anvil.url,
      bundlerUrl: bundler.url,
      contracts,
      funds: parseEther('1'),
    })
    const to = stranger()
    const sent = await client.bundlerClient.sendUserOperation({ calls: [{ to, value: parseEther('0.03') }] })
    await client.bundlerClient.waitForUserOperationReceipt({ hash: sent })
    await indexer.sync()

    const history = await activity(store, to)
    expect(history.map((t) => t.transfers.map((x) => x.quantity.numeric))).toEqual([['0.03']])
    const [send] = await activity(store, client.account.address)
    expect(send?.metadata).toMatchObject({ operationType: 'send', sentTo: to.toLowerCase() })
  })
})
