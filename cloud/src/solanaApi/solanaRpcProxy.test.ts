import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaCloud, startSolanaCloud } from './testSolanaCloud.js'

let kit: SolanaCloud
beforeAll(async () => {
  kit = await startSolanaCloud()
}, 30_000)
afterAll(() => kit?.close())

const MODAL = 'http://modal.localhost:5174'
const HOST_PAGE = 'http://app.localhost:5173'

/** The proxy as a dApp page on the project's allowlist calls it (the project's RPC URL). */
async function rpc(body: unknown, chainId = kit.chainId, cloud = kit.cloud) {
  const response = await fetch(`${cloud.url}/v1/?chainId=${chainId}&projectId=airlock-demo`, {
    method: 'POST',
    headers: { origin: HOST_PAGE, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const retryAfter = response.headers.get('retry-after')
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    ...(retryAfter ? { retryAfter } : {}),
  }
}
const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params })
const refused = (id: number, method: string) => ({
  jsonrpc: '2.0',
  id,
  error: { code: -32601, message: 'Requested RPC call is not allowed', data: { method } },
})

describe('the RPC proxy for the Solana chain', () => {
  it('lists the Solana chain among the http chains', async () => {
    const restarted = await kit.startCloud({ modalOrigins: [MODAL] })
    const response = await fetch(`${restarted.url}/v1/supported-chains?projectId=airlock-demo`, {
      headers: { origin: MODAL, 'x-airlock-host-origin': HOST_PAGE },
    })
    expect(await response.json()).toEqual({ http: [kit.chainId], ws: [], swap: [] })
    await restarted.close()
  })

  it('forwards the reads and sends a modal needs, answered by the node', async () => {
    const dev = kit.dev[0]?.publicKey.toBase58() as string
    const balance = await rpc(call(1, 'getBalance', [dev]))
    expect(balance).toMatchObject({
      status: 200,
      body: { jsonrpc: '2.0', id: 1, result: { value: 1_000 * LAMPORTS_PER_SOL } },
    })
    const { blockhash } = await kit.connection.getLatestBlockhash()
    const answers = (
      await rpc([
        call(1, 'getGenesisHash'),
        call(2, 'getLatestBlockhash'),
        call(3, 'getTokenAccountsByOwner', [dev, { mint: kit.node.mint.usdc }, { encoding: 'jsonParsed' }]),
        call(4, 'isBlockhashValid', [blockhash]),
        call(5, 'getHealth'),
      ])
    ).body as { id: number; result: unknown }[]
    expect(answers.map((a) => a.id)).toEqual([1, 2, 3, 4, 5])
    expect(answers[0]?.result).toBe(kit.node.genesisHash)
    expect(answers[2]?.result).toMatchObject({ value: [{ account: { data: { program: 'spl-token' } } }] })
    expect(answers[4]?.result).toBe('ok')

    // A transfer signed by the wallet goes out through the proxy, and lands.
    const sender = kit.dev[0] as Keypair
    const to = Keypair.generate().publicKey
    const transaction = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 4 }),
    )
    transaction.sign(sender)
    const wire = transaction.serialize().toString('base64')
    const sent = (await rpc(call(9, 'sendTransaction', [wire, { encoding: 'base64' }]))).body as {
      result: string
    }
    await kit.connection.confirmTransaction(sent.result)
    expect(await kit.connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 4)
    expect((await kit.connection.getSignaturesForAddress(to)).map((s) => s.signature)).toEqual([sent.result])
  })

  it('refuses requestAirdrop and other methods itself, in batches too, and the node pays nothing', async () => {
    const dev = kit.dev[1]?.publicKey.toBase58() as string
    const before = await kit.connection.getBalance((kit.dev[1] as Keypair).publicKey)
    expect(await rpc(call(4, 'requestAirdrop', [dev, LAMPORTS_PER_SOL]))).toEqual({
      status: 200,
      body: refused(4, 'requestAirdrop'),
    })
    const batch = (
      await rpc([
        call(1, 'getSlot'),
        call(2, 'requestAirdrop', [dev, LAMPORTS_PER_SOL]),
        call(3, 'getProgramAccounts', [dev]),
        call(4, 'eth_chainId'),
      ])
    ).body as { id: number; result?: unknown; error?: unknown }[]
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, result: expect.any(Number) },
      refused(2, 'requestAirdrop'),
      refused(3, 'getProgramAccounts'),
      refused(4, 'eth_chainId'),
    ])
    expect(await kit.connection.getBalance((kit.dev[1] as Keypair).publicKey)).toBe(before)
    // A Solana chain the cloud has no node for is not forwarded anywhere.
    expect((await rpc(call(1, 'getBalance', [dev]), 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).status).toBe(
      400,
    )
  })

  it("answers a fresh client's batch of the spec's 1,000 calls (the node takes 100 a body), then limits the next", async () => {
    const fresh = await kit.startCloud()
    const dev = kit.dev.map((keypair) => keypair.publicKey.toBase58())
    const calls = Array.from({ length: 1_000 }, (_, id) =>
      id % 2 ? call(id, 'getBalance', [dev[id % dev.length]]) : call(id, 'getSlot'),
    )
    calls[500] = call(500, 'requestAirdrop', [dev[0], LAMPORTS_PER_SOL])
    const answer = await rpc(calls, kit.chainId, fresh)
    expect(answer.status).toBe(200)
    const answers = answer.body as { id: number; result?: unknown; error?: unknown }[]
    expect(answers.map((a) => a.id).sort((a, b) => a - b)).toEqual(calls.map((c) => c.id))
    expect(answers.filter((a) => a.error)).toEqual([refused(500, 'requestAirdrop')])
    expect(answers.find((a) => a.id === 1)?.result).toMatchObject({ value: 1_000 * LAMPORTS_PER_SOL })
    const next = await rpc(calls, kit.chainId, fresh)
    expect(next).toMatchObject({ status: 429, body: { message: 'Too many requests' } })
    expect(Number(next.retryAfter)).toBeGreaterThanOrEqual(1)
    await fresh.close()
  })
})
