import { describe, expect, it } from 'vitest'
import { safeMessenger } from './safeMessenger.js'
import { createSafeProvider, SAFE_WRONG_NETWORK } from './safeProvider.js'
import { fakeSafeParent, type SafeHandler } from './testing/fakeSafeParent.js'

const SAFE = '0x2222222222222222222222222222222222222222'
const SAFE_TX_HASH = `0x${'a'.repeat(64)}`
const TX_HASH = `0x${'b'.repeat(64)}`

function setUp(handlers: Record<string, SafeHandler> = {}) {
  const parent = fakeSafeParent(handlers)
  const provider = createSafeProvider({ safeAddress: SAFE, chainId: 31337 }, safeMessenger(parent.windows))
  return { parent, provider }
}

describe('createSafeProvider', () => {
  it("answers the Safe's address and chain itself", async () => {
    const { parent, provider } = setUp()
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([SAFE])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SAFE])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(parent.seen).toEqual([])
  })

  it('proposes eth_sendTransaction with sendTransactions and answers the safeTxHash, as the Safe connector does', async () => {
    const { parent, provider } = setUp({ sendTransactions: () => ({ safeTxHash: SAFE_TX_HASH }) })
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: SAFE,
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          value: '0x2386f26fc10000',
          gas: '0x5208',
        },
      ],
    })
    expect(hash).toBe(SAFE_TX_HASH)
    expect(parent.seen[0]).toMatchObject({
      method: 'sendTransactions',
      params: {
        txs: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x2386f26fc10000', data: '0x' }],
        params: { safeTxGas: 21000 },
      },
    })
  })

  it('reads the receipt of the executed transaction for a safeTxHash, keyed by the hash asked for', async () => {
    const calls: unknown[] = []
    const { provider } = setUp({
      getTxBySafeTxHash: (params) =>
        (params as { safeTxHash: string }).safeTxHash === SAFE_TX_HASH
          ? { txHash: TX_HASH, txStatus: 'SUCCESS' }
          : null,
      rpcCall: (params) => {
        calls.push(params)
        return { transactionHash: TX_HASH, status: '0x1' }
      },
    })
    const receipt = await provider.request({ method: 'eth_getTransactionReceipt', params: [SAFE_TX_HASH] })
    expect(calls).toEqual([{ call: 'eth_getTransactionReceipt', params: [TX_HASH] }])
    expect(receipt).toEqual({ transactionHash: SAFE_TX_HASH, status: '0x1' })
  })

  it('reads through rpcCall and refuses what the Safe cannot do', async () => {
    const { parent, provider } = setUp({ rpcCall: () => '0x64' })
    expect(await provider.request({ method: 'eth_getBalance', params: [SAFE, 'latest'] })).toBe('0x64')
    expect(parent.seen[0]?.params).toEqual({ call: 'eth_getBalance', params: [SAFE, 'latest'] })
    await expect(provider.request({ method: 'eth_sign', params: [SAFE, '0x00'] })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('signs messages and typed data through the owners, and refuses another signer', async () => {
    const signature = `0x${'c'.repeat(130)}`
    const { parent, provider } = setUp({
      signMessage: () => ({ messageHash: `0x${'d'.repeat(64)}`, signature }),
      signTypedMessage: () => ({ messageHash: `0x${'e'.repeat(64)}`, signature }),
    })
    expect(await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', SAFE] })).toBe(
      signature,
    )
    const typedData = {
      domain: { chainId: 31337 },
      types: { Mail: [{ name: 'a', type: 'string' }] },
      primaryType: 'Mail',
      message: { a: 'b' },
    }
    expect(
      await provider.request({ method: 'eth_signTypedData_v4', params: [SAFE, JSON.stringify(typedData)] }),
    ).toBe(signature)
    expect(parent.seen.map((s) => [s.method, s.params])).toEqual([
      ['signMessage', { message: '0x68656c6c6f' }],
      ['signTypedMessage', { typedData }],
    ])
    await expect(
      provider.request({
        method: 'personal_sign',
        params: ['0x00', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it("refuses a chain switch off the Safe's chain with the wrong-network text", async () => {
    const { provider } = setUp()
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).toBeNull()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4901, message: SAFE_WRONG_NETWORK })
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4901 })
  })
})
