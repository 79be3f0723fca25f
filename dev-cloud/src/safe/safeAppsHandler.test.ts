import { createPublicClient, getAddress, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil/startAnvil.js'
import { ANVIL_ACCOUNTS } from '../devnet/devnet.js'
import { freePort } from '../serverKit.js'
import { type DevSafe, deployDevSafe } from './devSafe.js'
import { createSafeAppsHandler, type SafeAppsHandler } from './safeAppsHandler.js'

let anvil: RunningAnvil
let safe: DevSafe
let handler: SafeAppsHandler

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  safe = await deployDevSafe(anvil.url)
  handler = createSafeAppsHandler(safe, 'http://safe.localhost')
}, 120_000)
afterAll(() => anvil?.stop())

const client = () => createPublicClient({ chain: foundry, transport: http(anvil.url) })

describe('the dev Safe and the Safe{Wallet} stand-in', () => {
  it('deploys a Safe of anvil accounts 5 and 6, threshold 2, with protocol-kit', async () => {
    expect(safe.owners).toEqual([ANVIL_ACCOUNTS[5], ANVIL_ACCOUNTS[6]])
    expect(await client().getCode({ address: safe.address })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await handler.handle('getSafeInfo', undefined)).toEqual({
      safeAddress: safe.address,
      chainId: 31337,
      threshold: 2,
      owners: safe.owners,
      isReadOnly: false,
    })
    // Deployed again: the same Safe, found where it is.
    expect((await deployDevSafe(anvil.url)).address).toBe(safe.address)
  })

  it('executes a transaction the app sends, signed by both owners, and reports its hash', async () => {
    const recipient = getAddress(ANVIL_ACCOUNTS[9] as string)
    const before = await client().getBalance({ address: recipient })
    const { safeTxHash } = (await handler.handle('sendTransactions', {
      txs: [{ to: recipient, value: '0x2386f26fc10000', data: '0x' }],
      params: {},
    })) as { safeTxHash: `0x${string}` }
    expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client().getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
    const details = (await handler.handle('getTxBySafeTxHash', { safeTxHash })) as {
      txHash: `0x${string}`
      txStatus: string
    }
    expect(details.txStatus).toBe('SUCCESS')
    const receipt = await client().getTransactionReceipt({ hash: details.txHash })
    expect(getAddress(receipt.to as string)).toBe(safe.address)
    // Through rpcCall, as the app's provider reads it.
    expect(
      await handler.handle('rpcCall', { call: 'eth_getTransactionReceipt', params: [details.txHash] }),
    ).toMatchObject({
      status: '0x1',
    })
  })

  it('signs a message and typed data that the Safe itself accepts (EIP-1271)', async () => {
    const message = '0x48656c6c6f2066726f6d2061205361666520417070' // "Hello from a Safe App"
    const signed = (await handler.handle('signMessage', { message })) as { signature: `0x${string}` }
    expect(
      await client().verifyMessage({
        address: safe.address,
        message: { raw: message },
        signature: signed.signature,
      }),
    ).toBe(true)
    expect(
      await client().verifyMessage({
        address: safe.address,
        message: 'something else',
        signature: signed.signature,
      }),
    ).toBe(false)
    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const typed = (await handler.handle('signTypedMessage', { typedData })) as { signature: `0x${string}` }
    expect(
      await client().verifyTypedData({ address: safe.address, ...typedData, signature: typed.signature }),
    ).toBe(true)
  })

  it('refuses bad input and methods it does not offer, changing nothing', async () => {
    const nonce = await client().getTransactionCount({ address: safe.owners[0] as `0x${string}` })
    await expect(handler.handle('sendTransactions', { txs: [] })).rejects.toThrow(
      'No transactions were passed',
    )
    await expect(handler.handle('sendTransactions', { txs: [{ to: 'nope', value: '1' }] })).rejects.toThrow(
      'Invalid transaction recipient',
    )
    await expect(handler.handle('rpcCall', { call: 'eth_sendTransaction', params: [] })).rejects.toThrow(
      'is not allowed',
    )
    await expect(handler.handle('getTxBySafeTxHash', { safeTxHash: '0x00' })).rejects.toThrow(
      'Transaction not found',
    )
    await expect(handler.handle('requestAddressBook', undefined)).rejects.toThrow('is not supported')
    expect(await client().getTransactionCount({ address: safe.owners[0] as `0x${string}` })).toBe(nonce)
  })
})
