import { type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { createPublicClient, createWalletClient, http, type PublicClient, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CallBatches, createCallBatches } from './callBatches.js'
import { DEV_KEYS } from './devAccounts.js'
import type { DevWalletClient, WalletRequestError } from './walletRequests.js'

let anvil: RunningAnvil
let publicClient: PublicClient
let client: DevWalletClient
let batches: CallBatches

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.url] } } }
  publicClient = createPublicClient({
    chain,
    transport: http(anvil.url),
    pollingInterval: 50,
  }) as PublicClient
  client = createWalletClient({
    account: privateKeyToAccount(DEV_KEYS[5] as `0x${string}`),
    chain,
    transport: http(anvil.url),
  })
  batches = createCallBatches(() => client, publicClient)
}, 60_000)

afterAll(() => anvil?.stop())

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const codeOf = (promise: Promise<unknown> | (() => unknown)) =>
  Promise.resolve()
    .then(() => (typeof promise === 'function' ? promise() : promise))
    .then(
      () => 'resolved',
      (error: WalletRequestError) => `${error.code} ${error.message}`,
    )
const batchOf = (calls: unknown[], more: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    from: client.account.address,
    atomicRequired: false,
    calls,
    ...more,
  },
]

describe('EIP-5792 in the dev wallet (an EOA: no atomic batches)', () => {
  it('says its batches are not atomic, on its one chain only', () => {
    expect(batches.capabilities([client.account.address])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
    expect(batches.capabilities([client.account.address, ['0x7a69', '0x1']])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })

  it('sends each call as its own transaction, in order, and reports them confirmed with their receipts', async () => {
    const [a, b] = [fresh(), fresh()]
    const { id } = await batches.send(
      batchOf([
        { to: a, value: toHex(parseEther('0.001')) },
        { to: b, value: toHex(parseEther('0.002')) },
      ]),
    )
    expect(await publicClient.getBalance({ address: a })).toBe(parseEther('0.001'))
    expect(await publicClient.getBalance({ address: b })).toBe(parseEther('0.002'))
    const status = await batches.status([id])
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false, status: 200 })
    expect(status.receipts).toHaveLength(2)
    const [first, second] = await Promise.all(
      (status.receipts ?? []).map((r) => publicClient.getTransaction({ hash: r.transactionHash })),
    )
    expect([first?.to, second?.to]).toEqual([a.toLowerCase(), b.toLowerCase()])
    expect(second?.nonce).toBe((first?.nonce ?? 0) + 1)
  })

  it('refuses what it cannot do with the EIP codes, sending nothing', async () => {
    const to = fresh()
    const call = { to, value: '0x1' }
    expect(await codeOf(batches.send(batchOf([call], { atomicRequired: true })))).toBe(
      '5760 Atomicity not supported',
    )
    expect(await codeOf(batches.send(batchOf([call], { chainId: '0x1' })))).toBe('5710 Unsupported chain id')
    expect(
      await codeOf(batches.send(batchOf([call], { capabilities: { paymasterService: { url: 'x' } } }))),
    ).toBe('5700 Unsupported capability: paymasterService')
    expect(await codeOf(batches.send(batchOf(Array(11).fill(call))))).toBe('5740 Batch too large')
    expect(await codeOf(batches.send(batchOf([call], { from: fresh() })))).toMatch(/^4100 /)
    expect(await codeOf(batches.send(batchOf([{ to: 'nowhere' }])))).toMatch(/^-32602 /)
    expect(await codeOf(batches.send(batchOf([], { version: '1.0' })))).toMatch(/^-32602 /)
    expect(await codeOf(batches.status([`0x${'ab'.repeat(32)}`]))).toBe('5730 Unknown bundle id')
    expect(await codeOf(() => batches.capabilities([fresh()]))).toMatch(/^4100 /)
    expect(await publicClient.getBalance({ address: to })).toBe(0n)
  })
})
