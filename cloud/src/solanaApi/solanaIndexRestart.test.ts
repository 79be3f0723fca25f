import { createServer, type Server } from 'node:http'
import { solanaLocalnetChains, startSolanaRpc } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaCloud, startSolanaCloud } from './testSolanaCloud.js'

let kit: SolanaCloud
beforeAll(async () => {
  kit = await startSolanaCloud()
}, 30_000)
afterAll(() => kit?.close())

/** A pass-through in front of the node that notes each JSON-RPC method it forwards. */
async function countingProxy(target: string) {
  const methods: string[] = []
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    methods.push((JSON.parse(body) as { method: string }).method)
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const hashesOf = (body: Record<string, unknown>) =>
  (body.data as { metadata: { hash: string } }[]).map((t) => t.metadata.hash)

describe('the Solana index across restarts', () => {
  it('a restarted cloud answers from the index it kept, reading only what is new', async () => {
    const owner = Keypair.generate().publicKey
    const [sender] = kit.dev as [Keypair]
    await kit.sendSol(sender, owner, LAMPORTS_PER_SOL)
    await kit.sendUsdc(sender, owner, 2_000_000n)
    const path = `/v1/account/${owner}/history?chainId=${kit.chainId}`
    const before = await kit.getJson(path)
    expect(hashesOf(before.body)).toHaveLength(2)
    await kit.cloud.close()

    const proxy = await countingProxy(kit.node.url)
    const restarted = await kit.startCloud({ solanaChains: solanaLocalnetChains(proxy.url) })
    const after = await kit.getJson(path, restarted)
    expect(after).toEqual(before)
    // Nothing was read again: the signatures asked for were only those newer than the kept cursors.
    expect(proxy.methods).not.toContain('getTransaction')
    expect(proxy.methods).toContain('getSignaturesForAddress')

    const third = await kit.sendSol(sender, owner, 1_000)
    const updated = await kit.getJson(path, restarted)
    expect(hashesOf(updated.body)).toEqual([third, ...hashesOf(before.body)])
    expect(proxy.methods.filter((m) => m === 'getTransaction')).toHaveLength(1)
    await restarted.close()
    await proxy.close()
  })

  it('starts over when the chain under it was reset (a fresh node, same genesis)', async () => {
    const owner = Keypair.generate().publicKey
    await kit.sendSol(kit.dev[1] as Keypair, owner, LAMPORTS_PER_SOL)
    const first = await kit.startCloud()
    const path = `/v1/account/${owner}/history?chainId=${kit.chainId}`
    expect(hashesOf((await kit.getJson(path, first)).body)).toHaveLength(1)
    await first.close()

    const fresh = await startSolanaRpc({ port: await freePort(), pubsubOnNextPort: false })
    const onFresh = await kit.startCloud({ solanaChains: solanaLocalnetChains(fresh.url) })
    expect((await kit.getJson(path, onFresh)).body).toEqual({ data: [], next: null })
    // dev 0's history on the fresh chain is its own, not what the old chain's index held.
    const dev = kit.dev[0]?.publicKey.toBase58()
    expect((await kit.getJson(`/v1/account/${dev}/history?chainId=${kit.chainId}`, onFresh)).body).toEqual({
      data: [],
      next: null,
    })
    await onFresh.close()
    await fresh.close()
  })
})
