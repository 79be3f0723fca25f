import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEVNET_SMART_ACCOUNTS,
  type RunningAnvil,
  type RunningBundler,
  startAnvil,
  startSmartAccountsDevnet,
} from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { Implementation, toMetaMaskSmartAccount } from '@metamask/smart-accounts-kit'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
  verifyMessage as recoverAndCompare,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createTestBrowser,
  newEmail,
  signIn,
  startWalletKit,
  type TestBrowser,
  type WalletKit,
} from '../walletTestKit.js'

/** A chain the wallet sends on without smart accounts (its node: the same anvil). */
const PLAIN_CHAIN = 1337

let anvil: RunningAnvil
let bundler: RunningBundler
let publicClient: PublicClient
let kit: WalletKit
const smartAccounts = () => ({
  31337: { bundlerUrl: bundler.url, environment: DEVNET_SMART_ACCOUNTS },
})

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  bundler = await startSmartAccountsDevnet(anvil.url)
  publicClient = createPublicClient({ chain: foundry, transport: http(anvil.url), pollingInterval: 50 })
  kit = await startWalletKit({
    rpcUrl: anvil.url,
    chainId: 31337,
    chains: { [PLAIN_CHAIN]: anvil.url },
    smartAccounts: smartAccounts(),
  })
}, 120_000)

afterAll(async () => {
  await kit?.close()
  await bundler?.stop()
  await anvil?.stop()
})

interface Answer {
  status: number
  body: { result?: unknown; error?: { code: number; message: string }; message?: string }
}

const rpc = async (
  browser: TestBrowser,
  method: string,
  params?: unknown,
  chainId = 31337,
): Promise<Answer> => {
  const response = await browser.post('/api/rpc', { method, params, chainId })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

interface User {
  address: Address
  chainId: number
  accounts: { address: Address; type: string }[]
  smartAccountDeployed: boolean
  preferredAccountType: string
}

const userOn = async (browser: TestBrowser, chainId = 31337) =>
  (await (await browser.get(`/api/user?chainId=${chainId}`)).json()) as User

/** A signed-in user: its browser, EOA and smart account. */
async function newUser(on: WalletKit = kit) {
  const browser = on.browser()
  await signIn(on, browser, newEmail('smart'))
  const user = await userOn(browser)
  const eoa = user.accounts.find((a) => a.type === 'eoa')?.address as Address
  const smart = user.accounts.find((a) => a.type === 'smartAccount')?.address as Address
  return { browser, eoa, smart }
}

const fund = (address: Address, wei: bigint) =>
  publicClient.request({ method: 'anvil_setBalance' as never, params: [address, numberToHex(wei)] as never })

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const balance = (address: Address) => publicClient.getBalance({ address })

describe('the embedded wallet with smart accounts', () => {
  it("lists the smart account first by default, counterfactual, at the kit's address for the EOA", async () => {
    const { browser, eoa, smart } = await newUser()
    const user = await userOn(browser)
    expect(user).toMatchObject({
      address: smart,
      chainId: 31337,
      accounts: [
        { address: smart, type: 'smartAccount' },
        { address: eoa, type: 'eoa' },
      ],
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
    })
    const computed = await toMetaMaskSmartAccount({
      client: publicClient,
      implementation: Implementation.Hybrid,
      deployParams: [eoa, [], [], []],
      deploySalt: '0x',
      environment: DEVNET_SMART_ACCOUNTS,
    })
    expect(smart).toBe(computed.address)
    expect((await rpc(browser, 'eth_accounts')).body.result).toEqual([smart])

    expect(await userOn(browser, PLAIN_CHAIN)).toMatchObject({
      address: eoa,
      chainId: PLAIN_CHAIN,
      accounts: [{ address: eoa, type: 'eoa' }],
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
    })
    expect((await rpc(browser, 'eth_accounts', [], PLAIN_CHAIN)).body.result).toEqual([eoa])
    expect((await browser.get('/api/user?chainId=x1')).status).toBe(400)
    const networks = await browser.get('/api/smart-account-networks')
    expect(await networks.json()).toEqual({ smartAccountEnabledNetworks: [31337] })
    const init = await browser.post('/api/smart-account/init', { chainId: 31337 })
    expect(await init.json()).toEqual({ address: smart, isDeployed: false })
  })

  it('sends eth_sendTransaction as one user operation: 0.01 ETH moves and the account is deployed', async () => {
    const { browser, smart } = await newUser()
    await fund(smart, parseEther('1'))
    const to = freshAddress()
    const sent = await rpc(browser, 'eth_sendTransaction', [{ to, value: numberToHex(parseEther('0.01')) }])
    expect(sent.status).toBe(200)
    const receipt = await publicClient.getTransactionReceipt({ hash: sent.body.result as Hex })
    expect(receipt.status).toBe('success')
    expect(await balance(to)).toBe(parseEther('0.01'))
    expect(await publicClient.getCode({ address: smart })).not.toBe(undefined)
    expect((await userOn(browser)).smartAccountDeployed).toBe(true)
    const init = await browser.post('/api/smart-account/init', { chainId: 31337 })
    expect(await init.json()).toEqual({ address: smart, isDeployed: true })
    // Once deployed, the next operations take nonce keys of their own.
    const again = await rpc(browser, 'eth_sendTransaction', [
      { from: smart, to, value: numberToHex(parseEther('0.01')) },
    ])
    expect(again.status).toBe(200)
    expect(await balance(to)).toBe(parseEther('0.02'))
  })

  it('refuses a send the account cannot pay with the reason, and moves nothing', async () => {
    const { browser, smart } = await newUser()
    await fund(smart, parseEther('0.01'))
    const to = freshAddress()
    const refused = await rpc(browser, 'eth_sendTransaction', [{ to, value: numberToHex(parseEther('5')) }])
    expect(refused.status).toBe(400)
    expect(refused.body.error?.code).toBe(-32000)
    expect(refused.body.error?.message).toBeTruthy()
    expect(await balance(to)).toBe(0n)
    expect(await balance(smart)).toBe(parseEther('0.01'))
  })

  it('signs as the smart account (6492, then 1271) what verifyMessage accepts and ecrecover does not', async () => {
    const { browser, eoa, smart } = await newUser()
    const message = 'Sign in to example.org'
    const early = (await rpc(browser, 'personal_sign', [message, smart])).body.result as Hex
    expect(await publicClient.verifyMessage({ address: smart, message, signature: early })).toBe(true)
    expect(await recoverAndCompare({ address: smart, message, signature: early }).catch(() => false)).toBe(
      false,
    )
    expect(await publicClient.verifyMessage({ address: smart, message: 'other', signature: early })).toBe(
      false,
    )

    const typed = {
      domain: { name: 'Airlock Test', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const
    const typedSignature = (await rpc(browser, 'eth_signTypedData_v4', [smart, JSON.stringify(typed)])).body
      .result as Hex
    expect(await publicClient.verifyTypedData({ address: smart, ...typed, signature: typedSignature })).toBe(
      true,
    )

    // The EOA still signs as itself.
    const asEoa = (await rpc(browser, 'personal_sign', [message, eoa])).body.result as Hex
    expect(await recoverAndCompare({ address: eoa, message, signature: asEoa })).toBe(true)
    expect((await rpc(browser, 'personal_sign', [message, freshAddress()])).status).toBe(403)
    // On a chain without smart accounts the smart account's address is no one the user signs as.
    expect((await rpc(browser, 'personal_sign', [message, smart], PLAIN_CHAIN)).status).toBe(403)

    await fund(smart, parseEther('1'))
    expect((await rpc(browser, 'eth_sendTransaction', [{ to: freshAddress(), value: '0x1' }])).status).toBe(
      200,
    )
    const late = (await rpc(browser, 'personal_sign', [message, smart])).body.result as Hex
    expect(await publicClient.verifyMessage({ address: smart, message, signature: late })).toBe(true)
    expect(await recoverAndCompare({ address: smart, message, signature: late }).catch(() => false)).toBe(
      false,
    )
  })

  it('keeps the account type chosen per chain, refuses smart accounts where the chain has none', async () => {
    const { browser, eoa, smart } = await newUser()
    const chosen = await browser.post('/api/account-type', { chainId: 31337, type: 'eoa' })
    expect(await chosen.json()).toEqual({ type: 'eoa', address: eoa })
    expect((await rpc(browser, 'eth_accounts')).body.result).toEqual([eoa])
    expect(await userOn(browser)).toMatchObject({
      address: eoa,
      accounts: [
        { address: eoa, type: 'eoa' },
        { address: smart, type: 'smartAccount' },
      ],
      preferredAccountType: 'eoa',
    })

    const refused = await browser.post('/api/account-type', { chainId: PLAIN_CHAIN, type: 'smartAccount' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: 'Smart accounts are not available on this network' })
    expect((await browser.post('/api/account-type', { chainId: 31337, type: 'payment' })).status).toBe(400)
    expect((await browser.post('/api/account-type', { chainId: '31337', type: 'eoa' })).status).toBe(400)
    expect((await browser.post('/api/smart-account/init', { chainId: PLAIN_CHAIN })).status).toBe(400)
    expect((await userOn(browser)).preferredAccountType).toBe('eoa')
    expect((await userOn(browser, PLAIN_CHAIN)).preferredAccountType).toBe('eoa')
    expect((await kit.browser().post('/api/account-type', { chainId: 31337, type: 'eoa' })).status).toBe(401)

    const back = await browser.post('/api/account-type', { chainId: 31337, type: 'smartAccount' })
    expect(await back.json()).toEqual({ type: 'smartAccount', address: smart })
  })

  it('keeps the chosen account type across a restart on the same database file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'airlock-wallet-'))
    const databaseUrl = join(dir, 'wallet.db')
    const options = {
      rpcUrl: anvil.url,
      chainId: 31337,
      smartAccounts: smartAccounts(),
      databaseUrl,
      sink: kit.sink,
    }
    const first = await startWalletKit(options)
    try {
      const { browser, eoa } = await newUser(first)
      await browser.post('/api/account-type', { chainId: 31337, type: 'eoa' })
      await first.close()
      const second = await startWalletKit({ ...options, masterKey: first.masterKey })
      try {
        const again = createTestBrowser(() => second.server.url, { cookies: browser.cookies })
        expect(await userOn(again)).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
      } finally {
        await second.close()
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  describe('EIP-5792 call bundles', () => {
    const transfer = (to: Address, wei: bigint) => ({ to, value: numberToHex(wei) })
    const bundleOf = (from: Address, calls: unknown[], more: Record<string, unknown> = {}) => [
      { version: '2.0.0', chainId: '0x7a69', from, calls, atomicRequired: true, ...more },
    ]
    type Status = {
      status: number
      atomic: boolean
      id: string
      chainId: Hex
      receipts?: { transactionHash: Hex }[]
    }

    it('answers each account its capabilities', async () => {
      const { browser, eoa, smart } = await newUser()
      expect((await rpc(browser, 'wallet_getCapabilities', [smart])).body.result).toEqual({
        '0x7a69': { atomic: { status: 'supported' } },
      })
      expect((await rpc(browser, 'wallet_getCapabilities', [eoa, ['0x7a69', '0x539']])).body.result).toEqual({
        '0x7a69': { atomic: { status: 'unsupported' } },
        '0x539': { atomic: { status: 'unsupported' } },
      })
      expect((await rpc(browser, 'wallet_getCapabilities', [freshAddress()])).status).toBe(403)
    })

    it('sends two transfers as one user operation: one transaction, both balances; status 100 then 200', async () => {
      const { browser, smart } = await newUser()
      await fund(smart, parseEther('1'))
      const [a, b] = [freshAddress(), freshAddress()]
      // Deployed first: the deploying operation is answered only once included (see below).
      expect((await rpc(browser, 'eth_sendTransaction', [{ to: a, value: '0x0' }])).status).toBe(200)
      // The bundle stays in the pool until a block is mined: its status is seen pending first.
      await publicClient.request({ method: 'evm_setAutomine' as never, params: [false] as never })
      let id: string
      try {
        const sent = await rpc(
          browser,
          'wallet_sendCalls',
          bundleOf(smart, [transfer(a, 1000n), transfer(b, 2000n)]),
        )
        expect(sent.status).toBe(200)
        id = (sent.body.result as { id: string }).id
        const pending = (await rpc(browser, 'wallet_getCallsStatus', [id])).body.result as Status
        expect(pending).toEqual({ version: '2.0.0', id, chainId: '0x7a69', atomic: true, status: 100 })
      } finally {
        await publicClient.request({ method: 'evm_setAutomine' as never, params: [true] as never })
      }
      let status: Status
      do {
        await publicClient.request({ method: 'evm_mine' as never })
        status = (await rpc(browser, 'wallet_getCallsStatus', [id])).body.result as Status
      } while (status.status === 100)
      expect(status.status).toBe(200)
      expect(status.receipts).toHaveLength(1)
      const receipt = await publicClient.getTransactionReceipt({
        hash: status.receipts?.[0]?.transactionHash as Hex,
      })
      expect(receipt.status).toBe('success')
      expect([await balance(a), await balance(b)]).toEqual([1000n, 2000n])

      const other = await newUser()
      const foreign = await rpc(other.browser, 'wallet_getCallsStatus', [id])
      expect(foreign.body.error).toEqual({ code: 5730, message: 'Unknown bundle id' })
      const unknown = await rpc(browser, 'wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`])
      expect(unknown.body.error?.code).toBe(5730)
    })

    it('sends two bundles at once from an account not yet deployed: the second waits for the deployment', async () => {
      const { browser, smart } = await newUser()
      await fund(smart, parseEther('1'))
      const [a, b] = [freshAddress(), freshAddress()]
      const sent = await Promise.all([
        rpc(browser, 'wallet_sendCalls', bundleOf(smart, [transfer(a, 1000n)])),
        rpc(browser, 'wallet_sendCalls', bundleOf(smart, [transfer(b, 2000n)])),
      ])
      expect(sent.map((answer) => answer.status)).toEqual([200, 200])
      for (const answer of sent) {
        const { id } = answer.body.result as { id: string }
        await vi.waitFor(
          async () => {
            const status = (await rpc(browser, 'wallet_getCallsStatus', [id])).body.result as Status
            expect(status.status).toBe(200)
          },
          { timeout: 30_000, interval: 100 },
        )
      }
      expect([await balance(a), await balance(b)]).toEqual([1000n, 2000n])
    })

    it("sends an EOA's one-call bundle as a transaction, its status read from the chain", async () => {
      const { browser, eoa } = await newUser()
      await fund(eoa, parseEther('1'))
      const to = freshAddress()
      const sent = await rpc(browser, 'wallet_sendCalls', bundleOf(eoa, [transfer(to, 1000n)]))
      expect(sent.status).toBe(200)
      const { id } = sent.body.result as { id: Hex }
      await publicClient.waitForTransactionReceipt({ hash: id })
      const status = (await rpc(browser, 'wallet_getCallsStatus', [id])).body.result as Status
      expect(status).toMatchObject({ id, chainId: '0x7a69', atomic: true, status: 200 })
      expect(status.receipts?.[0]?.transactionHash).toBe(id)
      expect(await balance(to)).toBe(1000n)
    })

    it('refuses bad bundles with the EIP codes and moves nothing', async () => {
      const { browser, eoa, smart } = await newUser()
      await fund(smart, parseEther('1'))
      await fund(eoa, parseEther('1'))
      const to = freshAddress()
      const one = transfer(to, 1000n)
      const refusals: [unknown, number][] = [
        [
          bundleOf(
            smart,
            Array.from({ length: 17 }, () => one),
          ),
          5740,
        ],
        [bundleOf(smart, []), -32602],
        [bundleOf(smart, [{ to: '0x1234', value: '0x1' }]), -32602],
        [bundleOf(smart, [{ to, data: 'zz' }]), -32602],
        [bundleOf(smart, [{ to, value: '100' }]), -32602],
        [bundleOf(smart, [one], { version: '1.0' }), -32602],
        [bundleOf(smart, [one], { chainId: '0x1' }), 5710],
        [bundleOf(smart, [one], { capabilities: { paymasterService: { url: 'x' } } }), 5700],
        [bundleOf(eoa, [one, one]), 5760],
        [bundleOf(freshAddress(), [one]), 4100],
      ]
      for (const [params, code] of refusals) {
        const refused = await rpc(browser, 'wallet_sendCalls', params)
        expect(refused.status, JSON.stringify(params)).toBeGreaterThanOrEqual(400)
        expect(refused.body.error?.code, JSON.stringify(params)).toBe(code)
      }
      expect(await balance(to)).toBe(0n)
      expect(await balance(smart)).toBe(parseEther('1'))
      expect(await balance(eoa)).toBe(parseEther('1'))
    })
  })

  describe('eth_sendUserOperation from a dApp', () => {
    /** The user's smart account as a dApp would build it (the kit), to encode what it asks. */
    const dappView = (owner: Address) =>
      toMetaMaskSmartAccount({
        client: publicClient,
        implementation: Implementation.Hybrid,
        deployParams: [owner, [], [], []],
        deploySalt: '0x',
        environment: DEVNET_SMART_ACCOUNTS,
        signer: { account: privateKeyToAccount(generatePrivateKey()) },
      })
    const operationOf = async (sender: Address, callData: Hex) => [
      { sender, nonce: '0x0', callData, signature: '0x' },
      DEVNET_SMART_ACCOUNTS.EntryPoint,
    ]

    it("sends the account's calls the dApp encoded as the wallet's own user operation, answering its hash", async () => {
      const { browser, eoa, smart } = await newUser()
      await fund(smart, parseEther('1'))
      const [a, b] = [freshAddress(), freshAddress()]
      const callData = await (await dappView(eoa)).encodeCalls([
        { to: a, value: 1000n },
        { to: b, value: 2000n },
      ])
      const sent = await rpc(browser, 'eth_sendUserOperation', await operationOf(smart, callData))
      expect(sent.status).toBe(200)
      const hash = sent.body.result as Hex
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      const bundlerClient = createBundlerClient({ client: publicClient, transport: http(bundler.url) })
      const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
      expect(receipt.success).toBe(true)
      expect(receipt.sender.toLowerCase()).toBe(smart.toLowerCase())
      expect([await balance(a), await balance(b)]).toEqual([1000n, 2000n])
    })

    it("refuses another's account, the EOA in use, another entry point and the account's own functions", async () => {
      const { browser, eoa, smart } = await newUser()
      await fund(smart, parseEther('1'))
      const to = freshAddress()
      const account = await dappView(eoa)
      const callData = await account.encodeCalls([{ to, value: 1000n }])
      const stranger = await rpc(
        browser,
        'eth_sendUserOperation',
        await operationOf(freshAddress(), callData),
      )
      expect(stranger.status, JSON.stringify(stranger.body)).toBe(403)
      const otherEntryPoint = [{ sender: smart, nonce: '0x0', callData, signature: '0x' }, freshAddress()]
      expect((await rpc(browser, 'eth_sendUserOperation', otherEntryPoint)).body.error).toEqual({
        code: -32602,
        message: 'Unsupported entry point: this network uses another',
      })
      // A call to the account itself (here in a batch: the kit sends a lone call to itself as the
      // account's own function) is refused before anything is signed.
      const nested = await account.encodeCalls([
        { to, value: 1n },
        { to: smart, data: callData },
      ])
      expect(
        (await rpc(browser, 'eth_sendUserOperation', await operationOf(smart, nested))).body.error,
      ).toEqual({
        code: -32602,
        message: 'Invalid user operation: a call to the account itself is not accepted',
      })
      expect(
        (await rpc(browser, 'eth_sendUserOperation', await operationOf(smart, callData), PLAIN_CHAIN)).body
          .error,
      ).toEqual({
        code: 4901,
        message: 'Smart accounts are not available on this network',
      })
      expect((await browser.post('/api/account-type', { chainId: 31337, type: 'eoa' })).status).toBe(200)
      expect(
        (await rpc(browser, 'eth_sendUserOperation', await operationOf(smart, callData))).body.error,
      ).toEqual({
        code: -32000,
        message: 'User operations are sent by a smart account: switch to your smart account first',
      })
      expect(await balance(to)).toBe(0n)
    })
  })

  it('answers 503 when the bundler does not answer, and false for deployed when the node does not', async () => {
    const offline = await startWalletKit({
      sink: kit.sink,
      rpcUrl: anvil.url,
      chainId: 31337,
      smartAccounts: {
        31337: { bundlerUrl: `http://127.0.0.1:${await freePort()}`, environment: DEVNET_SMART_ACCOUNTS },
      },
    })
    const nodeless = await startWalletKit({
      sink: kit.sink,
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      chainId: 31337,
      smartAccounts: smartAccounts(),
    })
    try {
      const { browser, smart } = await newUser(offline)
      await fund(smart, parseEther('1'))
      const to = freshAddress()
      const down = await rpc(browser, 'eth_sendTransaction', [{ to, value: '0x1' }])
      expect(down.status).toBe(503)
      expect(down.body.error).toEqual({
        code: -32603,
        message: 'The smart account service (bundler) did not answer, please try again',
      })
      expect(await balance(to)).toBe(0n)

      const user = await newUser(nodeless)
      expect(await userOn(user.browser)).toMatchObject({
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: false,
      })
    } finally {
      await offline.close()
      await nodeless.close()
    }
  })
})
