import { type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { createPublicClient, type Hex, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newEmail, signIn, startWalletKit, type TestBrowser, type WalletKit } from './walletTestKit.js'

/** anvil's account #1, the recipient. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: RunningAnvil
let kit: WalletKit
let browser: TestBrowser
let address: Hex
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  kit = await startWalletKit({ rpcUrl: anvil.url, chainId: 31337 })
  browser = kit.browser()
  address = (await signIn(kit, browser, newEmail('signer'))).address
}, 60_000)
afterAll(async () => {
  await kit.close()
  await anvil.stop()
})

const rpc = async (method: string, params?: unknown, from: TestBrowser = browser) => {
  const response = await from.post('/api/rpc', { method, params })
  return {
    status: response.status,
    body: (await response.json()) as { result?: unknown; error?: { code: number; message: string } },
  }
}

const typedData = {
  domain: { name: 'Airlock Test', version: '1', chainId: 31337, verifyingContract: RECIPIENT },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: RECIPIENT, contents: 'Hello, Bob!' },
} as const

describe('signing with the embedded wallet', () => {
  it('answers eth_accounts and eth_chainId locally', async () => {
    expect((await rpc('eth_accounts')).body).toEqual({ result: [address] })
    expect((await rpc('eth_chainId')).body).toEqual({ result: '0x7a69' })
  })

  it('personal_sign signs for the user and verifies with viem', async () => {
    const text = await rpc('personal_sign', ['Sign in to Airlock', address])
    expect(text.status).toBe(200)
    expect(
      await verifyMessage({ address, message: 'Sign in to Airlock', signature: text.body.result as Hex }),
    ).toBe(true)
    // Hex is the bytes to sign, as viem and MetaMask send a message.
    const bytes = await rpc('personal_sign', ['0x48656c6c6f', address.toLowerCase()])
    expect(await verifyMessage({ address, message: 'Hello', signature: bytes.body.result as Hex })).toBe(true)
  })

  it('refuses to sign for another address', async () => {
    const refused = await rpc('personal_sign', ['hello', RECIPIENT])
    expect(refused.status).toBe(403)
    expect(refused.body.error).toEqual({
      code: 4100,
      message: 'The request names another account than the signed-in one',
    })
    expect((await rpc('eth_signTypedData_v4', [RECIPIENT, typedData])).status).toBe(403)
    expect((await rpc('eth_sendTransaction', [{ from: RECIPIENT, to: address }])).status).toBe(403)
  })

  it('eth_signTypedData_v4 signs JSON text or an object and verifies with viem', async () => {
    const { EIP712Domain: _, ...types } = typedData.types
    for (const payload of [JSON.stringify(typedData), typedData]) {
      const signed = await rpc('eth_signTypedData_v4', [address, payload])
      expect(signed.status).toBe(200)
      const valid = await verifyTypedData({
        address,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: typedData.message,
        signature: signed.body.result as Hex,
      })
      expect(valid).toBe(true)
    }
    const malformed = await rpc('eth_signTypedData_v4', [address, '{"nope":'])
    expect(malformed.status).toBe(400)
    expect(malformed.body.error?.code).toBe(-32602)
  })

  it('eth_sendTransaction signs, sends and is mined on anvil', async () => {
    const chain = createPublicClient({ transport: http(anvil.url) })
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [address, '0x56BC75E2D63100000'] as never,
    })
    const before = await chain.getBalance({ address: RECIPIENT })
    const sent = await rpc('eth_sendTransaction', [
      { from: address, to: RECIPIENT, value: '0xde0b6b3a7640000' },
    ])
    expect(sent.status).toBe(200)
    const hash = sent.body.result as Hex
    const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await chain.getBalance({ address: RECIPIENT })) - before).toBe(parseEther('1'))

    // Two at once from one user: serialised, so each gets its own nonce.
    const [a, b] = await Promise.all([
      rpc('eth_sendTransaction', [{ to: RECIPIENT, value: '0x1' }]),
      rpc('eth_sendTransaction', [{ to: RECIPIENT, value: '0x2' }]),
    ])
    for (const result of [a, b]) {
      expect(result.status).toBe(200)
      const mined = await chain.waitForTransactionReceipt({
        hash: result.body.result as Hex,
        pollingInterval: 50,
      })
      expect(mined.status).toBe('success')
    }
  })

  it('passes on the node refusal of a transaction it cannot pay for', async () => {
    const poor = kit.browser()
    await signIn(kit, poor, newEmail('poor'))
    const refused = await rpc('eth_sendTransaction', [{ to: RECIPIENT, value: '0xde0b6b3a7640000' }], poor)
    expect(refused.status).toBe(400)
    expect(refused.body.error?.code).toBe(-32000)
    expect(refused.body.error?.message).toMatch(/exceeds the balance/)
    const wrongChain = await rpc('eth_sendTransaction', [{ to: RECIPIENT, chainId: '0x1' }], poor)
    expect(wrongChain.body.error?.message).toBe('The transaction is for another chain')
  })

  it("follows the frame's chain: eth_chainId names it, and a send there needs a node for it", async () => {
    const sepolia = await browser.post('/api/rpc', { method: 'eth_chainId', chainId: 11155111 })
    expect(await sepolia.json()).toEqual({ result: '0xaa36a7' })
    const signed = await browser.post('/api/rpc', {
      method: 'personal_sign',
      params: ['On another chain', address],
      chainId: 11155111,
    })
    expect(signed.status).toBe(200)
    const send = await browser.post('/api/rpc', {
      method: 'eth_sendTransaction',
      params: [{ to: RECIPIENT, value: '0x1' }],
      chainId: 11155111,
    })
    expect(send.status).toBe(400)
    expect(await send.json()).toEqual({
      error: { code: 4901, message: 'The embedded wallet cannot send transactions on this network' },
    })
    const bad = await browser.post('/api/rpc', { method: 'eth_chainId', chainId: 'mainnet' })
    expect(bad.status).toBe(400)
  })

  it('refuses every other method before any key or node is used', async () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance', '__proto__']) {
      const refused = await rpc(method, [])
      expect(refused.status).toBe(400)
      expect(refused.body.error).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
    }
  })

  it('answers 503 when the chain node does not answer', async () => {
    const offline = await startWalletKit({ sink: kit.sink, rpcUrl: `http://127.0.0.1:${await freePort()}` })
    try {
      const user = offline.browser()
      await signIn(offline, user, newEmail('offline'))
      const down = await rpc('eth_sendTransaction', [{ to: RECIPIENT, value: '0x1' }], user)
      expect(down.status).toBe(503)
      expect(down.body.error).toEqual({ code: -32603, message: 'The chain node did not answer' })
    } finally {
      await offline.close()
    }
  })

  it('needs a session', async () => {
    const anonymous = await rpc('personal_sign', ['hello', address], kit.browser())
    expect(anonymous.status).toBe(401)
  })
})
