import { type Address, createPublicClient, http, isAddressEqual, numberToHex } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil/startAnvil.js'
import { freePort } from '../serverKit.js'
import { ENTRY_POINT_07 } from './accountAbstractionContracts.js'
import { DEVNET_PAYMASTER_DEPOSIT, entryPointDepositAbi, plannedDevnetPaymaster } from './devnetPaymaster.js'
import { hybridAccountClient } from './hybridAccountClient.js'
import { paymasterCodes } from './paymasterRpc.js'
import { startSmartAccountsDevnet } from './smartAccountsDevnet.js'
import type { RunningBundler } from './startBundler.js'
import { type RunningPaymaster, startDevnetPaymaster } from './startDevnetPaymaster.js'

let anvil: RunningAnvil
let bundler: RunningBundler
let paymaster: RunningPaymaster
/** Senders the policy refuses. */
const refused = new Set<string>()

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  bundler = await startSmartAccountsDevnet(anvil.url)
  paymaster = await startDevnetPaymaster({
    rpcUrl: anvil.url,
    sponsors: (sender) => !refused.has(sender.toLowerCase()),
  })
}, 120_000)

afterAll(async () => {
  await paymaster?.stop()
  await bundler?.stop()
  await anvil?.stop()
})

const publicClient = () => createPublicClient({ chain: foundry, transport: http(anvil.url) })
const depositOf = (address: Address) =>
  publicClient().readContract({
    address: ENTRY_POINT_07,
    abi: entryPointDepositAbi,
    functionName: 'balanceOf',
    args: [address],
  })

const call = async (method: string, params: unknown, body?: string) => {
  const response = await fetch(paymaster.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body ?? JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })
  return {
    status: response.status,
    body: (await response.json()) as {
      id?: unknown
      result?: unknown
      error?: { code: number; message: string }
    },
  }
}

/** A fresh HybridDeleGator with no ETH and its bundler client sponsored through the paymaster. */
async function sponsoredAccount() {
  const { account, publicClient } = await hybridAccountClient({
    rpcUrl: anvil.url,
    bundlerUrl: bundler.url,
    funds: 0n,
  })
  const bundlerClient = createBundlerClient({
    account,
    client: publicClient,
    transport: http(bundler.url),
    paymaster: createPaymasterClient({ transport: http(paymaster.url) }),
    pollingInterval: 50,
  })
  return { account, bundlerClient }
}

describe('the devnet paymaster (ERC-7677)', () => {
  it('is deployed at its planned address with its deposit in the EntryPoint', async () => {
    expect(isAddressEqual(paymaster.paymaster, plannedDevnetPaymaster().paymaster)).toBe(true)
    expect(await publicClient().getCode({ address: paymaster.paymaster })).not.toBe(undefined)
    expect(await depositOf(paymaster.paymaster)).toBeGreaterThan(0n)
  })

  it("sponsors a fresh account with zero ETH: its first operation deploys it and sends, the paymaster's deposit pays", async () => {
    const { account, bundlerClient } = await sponsoredAccount()
    expect(await publicClient().getBalance({ address: account.address })).toBe(0n)
    const before = await depositOf(paymaster.paymaster)
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to, value: 0n, data: '0x1234' }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(isAddressEqual(receipt.paymaster as Address, paymaster.paymaster)).toBe(true)
    expect(await publicClient().getCode({ address: account.address })).not.toBe(undefined)
    expect(await publicClient().getBalance({ address: account.address })).toBe(0n)
    const after = await depositOf(paymaster.paymaster)
    expect(before - after).toBe(receipt.actualGasCost)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    // A second one from the deployed account.
    const again = await bundlerClient.sendUserOperation({ calls: [{ to, value: 0n }] })
    expect((await bundlerClient.waitForUserOperationReceipt({ hash: again })).success).toBe(true)
  })

  it("tops up the deposit on a restart, and a second start keeps the contract's address", async () => {
    const again = await startDevnetPaymaster({ rpcUrl: anvil.url, deposit: DEVNET_PAYMASTER_DEPOSIT * 3n })
    try {
      expect(again.paymaster).toBe(paymaster.paymaster)
      expect(await depositOf(paymaster.paymaster)).toBe(DEVNET_PAYMASTER_DEPOSIT * 3n)
    } finally {
      await again.stop()
    }
  })

  it('refuses a sender the policy does not sponsor, and sends nothing', async () => {
    const { account, bundlerClient } = await sponsoredAccount()
    refused.add(account.address.toLowerCase())
    const to = privateKeyToAccount(generatePrivateKey()).address
    await expect(bundlerClient.sendUserOperation({ calls: [{ to, value: 0n }] })).rejects.toThrow(
      /Sponsorship refused/,
    )
    expect(await publicClient().getCode({ address: account.address })).toBe(undefined)
  })

  it('answers bad requests with JSON-RPC errors', async () => {
    const userOperation = {
      sender: privateKeyToAccount(generatePrivateKey()).address,
      nonce: '0x0',
      callData: '0x',
      callGasLimit: '0x0',
      verificationGasLimit: '0x0',
      preVerificationGas: '0x0',
      maxFeePerGas: '0x1',
      maxPriorityFeePerGas: '0x1',
    }
    const chainId = numberToHex(31337)
    const stub = await call('pm_getPaymasterStubData', [userOperation, ENTRY_POINT_07, chainId, {}])
    expect(stub.body).toMatchObject({
      id: 7,
      result: {
        paymaster: paymaster.paymaster,
        paymasterVerificationGasLimit: '0x186a0',
        paymasterPostOpGasLimit: '0x0',
        sponsor: { name: 'Airlock devnet' },
      },
    })
    // 20 + 32 bytes of the gas limits are packed apart: here the 64 bytes of validity and 65 of signature.
    expect((stub.body.result as { paymasterData: string }).paymasterData).toHaveLength(2 + 2 * (64 + 65))

    const errors: [string, unknown, number, RegExp][] = [
      [
        'pm_getPaymasterData',
        [userOperation, '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789', chainId, {}],
        paymasterCodes.invalidParams,
        /Unsupported entry point/,
      ],
      [
        'pm_getPaymasterData',
        [userOperation, ENTRY_POINT_07, '0x1', {}],
        paymasterCodes.invalidParams,
        /Unsupported chain/,
      ],
      [
        'pm_getPaymasterStubData',
        [{ ...userOperation, nonce: 5 }, ENTRY_POINT_07, chainId, {}],
        paymasterCodes.invalidParams,
        /nonce is not hex/,
      ],
      ['pm_getPaymasterStubData', [], paymasterCodes.invalidParams, /Invalid params/],
      ['eth_sendTransaction', [], paymasterCodes.methodNotFound, /Method not found/],
    ]
    for (const [method, params, code, message] of errors) {
      const answer = await call(method, params)
      expect(answer.body.error?.code, method).toBe(code)
      expect(answer.body.error?.message, method).toMatch(message)
    }
    expect((await call('', [], 'not json')).body.error?.code).toBe(paymasterCodes.parse)
    const large = await call(
      '',
      [],
      JSON.stringify({ method: 'pm_getPaymasterData', params: ['x'.repeat(70_000)] }),
    )
    expect(large.status).toBe(413)
    expect((await fetch(paymaster.url)).status).toBe(404)
  })
})
