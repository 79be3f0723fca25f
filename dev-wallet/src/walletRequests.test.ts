import { createWalletClient, custom, recoverTypedDataAddress, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { DEV_KEYS } from './devAccounts.js'
import { execute, summarize, type WalletRequestError } from './walletRequests.js'

const account = privateKeyToAccount(DEV_KEYS[0] as `0x${string}`)
// Signing is local; no request here may reach a node.
const client = createWalletClient({
  account,
  chain: foundry,
  transport: custom({
    request: async ({ method }) => {
      throw new Error(`unexpected RPC ${method}`)
    },
  }),
})

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  domain: { name: 'Airlock', chainId: 31337 },
  message: { contents: 'Hello' },
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: WalletRequestError) => error.code,
  )

describe('execute', () => {
  it('personal_sign signs the hex message as bytes, verifiable against the address', async () => {
    const message = 'Hello from Airlock'
    const signature = await execute(client, 'personal_sign', [stringToHex(message), account.address])
    expect(
      await verifyMessage({ address: account.address, message, signature: signature as `0x${string}` }),
    ).toBe(true)
  })

  it('eth_signTypedData_v4 signs the JSON typed data', async () => {
    const signature = await execute(client, 'eth_signTypedData_v4', [
      account.address,
      JSON.stringify(typedData),
    ])
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await recoverTypedDataAddress({
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: typedData.message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(account.address)
  })

  it('refuses to sign for another address (4100)', async () => {
    expect(await codeOf(execute(client, 'personal_sign', ['0x01', DEV_KEYS[1]]))).toBe(4100)
    expect(
      await codeOf(
        execute(client, 'eth_sendTransaction', [
          { from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', to: '0x00' },
        ]),
      ),
    ).toBe(4100)
  })

  it('switches to the devnet only', async () => {
    expect(await execute(client, 'wallet_switchEthereumChain', [{ chainId: '0x7A69' }])).toBeNull()
    expect(await codeOf(execute(client, 'wallet_switchEthereumChain', [{ chainId: '0x1' }]))).toBe(4902)
  })

  it('refuses methods it does not know (4200)', async () => {
    expect(await codeOf(execute(client, 'eth_sign', [account.address, '0x00']))).toBe(4200)
  })
})

describe('summarize', () => {
  it('shows personal_sign text decoded, binary as hex', () => {
    expect(summarize('personal_sign', [stringToHex('Hi there'), account.address]).detail).toBe('Hi there')
    expect(summarize('personal_sign', ['0x00ff', account.address]).detail).toBe('0x00ff')
  })

  it('shows typed data and transactions as JSON', () => {
    expect(summarize('eth_signTypedData_v4', [account.address, JSON.stringify(typedData)]).detail).toContain(
      '"contents": "Hello"',
    )
    expect(summarize('eth_sendTransaction', [{ to: '0xabc', value: '0x1' }])).toEqual({
      title: 'Send a transaction',
      detail: expect.stringContaining('"value": "0x1"'),
    })
  })
})
