import {
  DEVNET_SMART_ACCOUNTS,
  ENTRY_POINT_07,
  type RunningAnvil,
  type RunningBundler,
  type RunningPaymaster,
  startAnvil,
  startDevnetPaymaster,
  startSmartAccountsDevnet,
} from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import {
  type Address,
  createPublicClient,
  http,
  numberToHex,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newEmail, signIn, startWalletKit, type TestBrowser, type WalletKit } from '../walletTestKit.js'

// The embedded wallet's smart accounts sponsored through an ERC-7677 paymaster: the devnet's own
// (dev-cloud's VerifyingPaymaster service), as the chain's and as one a dApp names.

let anvil: RunningAnvil
let bundler: RunningBundler
/** The chain's paymaster, refusing the senders in `refused`. */
let paymaster: RunningPaymaster
/** A second service (the same contract) a dApp may name: it records whom it was asked to sponsor. */
let dappPaymaster: RunningPaymaster
let publicClient: PublicClient
let kit: WalletKit
const refused = new Set<string>()
const askedOfDapp = new Set<string>()

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  bundler = await startSmartAccountsDevnet(anvil.url)
  paymaster = await startDevnetPaymaster({
    rpcUrl: anvil.url,
    sponsors: (sender) => !refused.has(sender.toLowerCase()),
  })
  dappPaymaster = await startDevnetPaymaster({
    rpcUrl: anvil.url,
    sponsors: (sender) => Boolean(askedOfDapp.add(sender.toLowerCase())),
  })
  publicClient = createPublicClient({ chain: foundry, transport: http(anvil.url), pollingInterval: 50 })
  kit = await sponsoredWallet({ paymasterUrl: paymaster.url, dappPaymasterUrls: [dappPaymaster.url] })
}, 120_000)

/** A wallet service whose devnet smart accounts go through `paymasters` (sharing `sharing`'s mail sink). */
const sponsoredWallet = (
  paymasters: { paymasterUrl: string; dappPaymasterUrls?: string[] },
  sharing?: WalletKit,
) =>
  startWalletKit({
    ...(sharing ? { sink: sharing.sink } : {}),
    rpcUrl: anvil.url,
    chainId: 31337,
    smartAccounts: { 31337: { bundlerUrl: bundler.url, environment: DEVNET_SMART_ACCOUNTS, ...paymasters } },
  })

afterAll(async () => {
  await kit?.close()
  await dappPaymaster?.stop()
  await paymaster?.stop()
  await bundler?.stop()
  await anvil?.stop()
})

interface Answer {
  status: number
  body: { result?: unknown; error?: { code: number; message: string } }
}

const rpc = async (browser: TestBrowser, method: string, params?: unknown): Promise<Answer> => {
  const response = await browser.post('/api/rpc', { method, params, chainId: 31337 })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

async function newUser(on: WalletKit = kit) {
  const browser = on.browser()
  await signIn(on, browser, newEmail('sponsored'))
  const user = (await (await browser.get('/api/user?chainId=31337')).json()) as {
    accounts: { address: Address; type: string }[]
  }
  const eoa = user.accounts.find((a) => a.type === 'eoa')?.address as Address
  const smart = user.accounts.find((a) => a.type === 'smartAccount')?.address as Address
  return { browser, eoa, smart }
}

const fund = (address: Address, wei: bigint) =>
  publicClient.request({ method: 'anvil_setBalance' as never, params: [address, numberToHex(wei)] as never })
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const balance = (address: Address) => publicClient.getBalance({ address })
const deposit = () =>
  publicClient.readContract({
    address: ENTRY_POINT_07,
    abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
    functionName: 'balanceOf',
    args: [paymaster.paymaster],
  })
const bundleOf = (from: Address, to: Address, more: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    from,
    calls: [{ to, value: '0x3e8' }],
    atomicRequired: true,
    ...more,
  },
]

describe('smart accounts with a paymaster (ERC-7677)', () => {
  it('sends 0.01 ETH from an account holding only the value: deployed, the paymaster pays the gas', async () => {
    const { browser, smart } = await newUser()
    await fund(smart, parseEther('0.01'))
    const before = await deposit()
    const to = freshAddress()
    const sent = await rpc(browser, 'eth_sendTransaction', [{ to, value: numberToHex(parseEther('0.01')) }])
    expect(sent.status).toBe(200)
    expect(await balance(to)).toBe(parseEther('0.01'))
    expect(await balance(smart)).toBe(0n)
    expect(await publicClient.getCode({ address: smart })).not.toBe(undefined)
    expect(await deposit()).toBeLessThan(before)
    // Deployed, with nothing left: the next one is sponsored as well.
    const again = await rpc(browser, 'eth_sendTransaction', [{ to, value: '0x0', data: '0x' }])
    expect(again.status).toBe(200)
  })

  it('answers paymasterService beside atomic for the smart account, not for the EOA', async () => {
    const { browser, eoa, smart } = await newUser()
    expect((await rpc(browser, 'wallet_getCapabilities', [smart])).body.result).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    expect((await rpc(browser, 'wallet_getCapabilities', [eoa])).body.result).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })

  it("sends through a dApp's listed paymaster, refuses an unlisted required one (5700), ignores an optional one", async () => {
    const { browser, eoa, smart } = await newUser()
    // The value of the two transfers below, no gas.
    await fund(smart, 2000n)
    const to = freshAddress()
    const unlisted = `http://127.0.0.1:${await freePort()}`
    const refusals: [unknown, number][] = [
      [bundleOf(smart, to, { capabilities: { paymasterService: { url: unlisted } } }), 5700],
      [bundleOf(smart, to, { capabilities: { paymasterService: { url: 'file:///etc/passwd' } } }), 5700],
      [
        bundleOf(smart, to, { capabilities: { paymasterService: { url: dappPaymaster.url, context: 5 } } }),
        5700,
      ],
      // The EOA pays its own gas.
      [bundleOf(eoa, to, { capabilities: { paymasterService: { url: dappPaymaster.url } } }), 5700],
    ]
    for (const [params, code] of refusals) {
      const answer = await rpc(browser, 'wallet_sendCalls', params)
      expect(answer.body.error?.code, JSON.stringify(params)).toBe(code)
    }
    expect(askedOfDapp.has(smart.toLowerCase())).toBe(false)

    const listed = await rpc(
      browser,
      'wallet_sendCalls',
      bundleOf(smart, to, {
        capabilities: { paymasterService: { url: dappPaymaster.url, context: { a: 1 } } },
      }),
    )
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    expect(askedOfDapp.has(smart.toLowerCase())).toBe(true)
    expect(await balance(to)).toBe(1000n)

    // Optional and unlisted: sent with the chain's own paymaster instead, the account still holds no ETH.
    const optional = await rpc(
      browser,
      'wallet_sendCalls',
      bundleOf(smart, to, { capabilities: { paymasterService: { url: unlisted, optional: true } } }),
    )
    expect(optional.status).toBe(200)
    const { id } = optional.body.result as { id: string }
    await expect
      .poll(
        async () =>
          ((await rpc(browser, 'wallet_getCallsStatus', [id])).body.result as { status: number }).status,
      )
      .toBe(200)
    expect(await balance(to)).toBe(2000n)
    expect(await balance(smart)).toBe(0n)
  })

  it("answers a paymaster's refusal with its reason and moves nothing", async () => {
    const { browser, smart } = await newUser()
    await fund(smart, parseEther('1'))
    refused.add(smart.toLowerCase())
    const to = freshAddress()
    const answer = await rpc(browser, 'eth_sendTransaction', [{ to, value: '0x1' }])
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual({
      code: -32000,
      message: `The gas sponsor (paymaster) refused: Sponsorship refused: the policy does not sponsor ${smart}`,
    })
    const bundle = await rpc(browser, 'wallet_sendCalls', bundleOf(smart, to))
    expect(bundle.status).toBe(400)
    expect(bundle.body.error?.message).toMatch(/^The gas sponsor \(paymaster\) refused/)
    expect(await balance(to)).toBe(0n)
    expect(await balance(smart)).toBe(parseEther('1'))
    expect(await publicClient.getCode({ address: smart })).toBe(undefined)
  })

  it('answers 503 when the paymaster does not answer, and moves nothing', async () => {
    const offline = await sponsoredWallet({ paymasterUrl: `http://127.0.0.1:${await freePort()}` }, kit)
    try {
      const { browser, smart } = await newUser(offline)
      await fund(smart, parseEther('1'))
      const to = freshAddress()
      const answer = await rpc(browser, 'eth_sendTransaction', [{ to, value: '0x1' }])
      expect(answer.status).toBe(503)
      expect(answer.body.error).toEqual({
        code: -32603,
        message: 'The gas sponsor (paymaster) did not answer, please try again',
      })
      expect(await balance(to)).toBe(0n)
      expect(await balance(smart)).toBe(parseEther('1'))
    } finally {
      await offline.close()
    }
  })
})
