import { describe, expect, it } from 'vitest'
import { filterRpcBody } from './filterRpcBody.js'
import { forwardRpcBatch, splitBatch } from './forwardRpcBatch.js'
import { solanaRpcMethods } from './rpcAllowlist.js'

const SOLANA = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const call = (id: number, method = 'getSlot', params: unknown[] = []) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

/** An upstream that answers each call with its id, or refuses bodies past `maxCalls` as a node would. */
function node(maxCalls: number, bodies: unknown[][]) {
  return (async (_url: string, init?: RequestInit) => {
    const calls = JSON.parse(String(init?.body)) as { id: number }[]
    bodies.push(calls)
    if (calls.length > maxCalls)
      return Response.json(
        { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'too many' } },
        { status: 400 },
      )
    return Response.json(calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: c.id })))
  }) as typeof fetch
}

const forwarded = (calls: unknown[]) => {
  const filtered = filterRpcBody(JSON.stringify(calls), solanaRpcMethods)
  if (filtered.kind !== 'forward') throw new Error('not forwarded')
  return filtered
}

describe('splitting a batch for a node that takes less', () => {
  it('cuts by calls and by bytes, a call bigger than the byte cap going alone', () => {
    const calls = Array.from({ length: 250 }, (_, id) => call(id))
    expect(splitBatch(calls, { calls: 100, bytes: 1_000_000 }).map((b) => JSON.parse(b).length)).toEqual([
      100, 100, 50,
    ])
    const big = call(9, 'sendTransaction', ['A'.repeat(2_000)])
    const bodies = splitBatch([call(1), call(2), big, call(3)], { calls: 100, bytes: 1_000 })
    expect(bodies.map((b) => (JSON.parse(b) as { id: number }[]).map((c) => c.id))).toEqual([
      [1, 2],
      [9],
      [3],
    ])
    for (const body of splitBatch(calls, { calls: 1_000, bytes: 1_000 }))
      expect(body.length).toBeLessThanOrEqual(1_000)
  })
})

describe('forwarding a batch', () => {
  it("sends a Solana batch of the spec's size in bodies the node takes, answered as one batch", async () => {
    const bodies: unknown[][] = []
    const calls = Array.from({ length: 1_000 }, (_, id) => call(id))
    const answer = await forwardRpcBatch(['http://node'], forwarded(calls), SOLANA, node(100, bodies))
    expect(answer.status).toBe(200)
    expect((JSON.parse(answer.body) as { id: number }[]).map((a) => a.id)).toEqual(calls.map((c) => c.id))
    expect(bodies.map((b) => b.length)).toEqual(Array(10).fill(100))
  })

  it("gives each call of a body the node refused the node's error, the others their answers", async () => {
    const bodies: unknown[][] = []
    const calls = [
      ...Array.from({ length: 100 }, (_, id) => call(id)),
      call(100, 'sendTransaction', ['A'.repeat(60_000)]),
    ]
    const answer = await forwardRpcBatch(['http://node'], forwarded(calls), SOLANA, node(1, bodies))
    const answers = JSON.parse(answer.body) as { id: number; error?: { message: string } }[]
    expect(answers).toHaveLength(101)
    expect(answers.filter((a) => a.error)).toHaveLength(100)
    expect(answers[100]).toEqual({ jsonrpc: '2.0', id: 100, result: 100 })
  })

  it('sends an EVM batch whole', async () => {
    const bodies: unknown[][] = []
    const calls = Array.from({ length: 1_000 }, (_, id) => ({ ...call(id, 'eth_chainId') }))
    const filtered = filterRpcBody(JSON.stringify(calls))
    if (filtered.kind !== 'forward') throw new Error('not forwarded')
    await forwardRpcBatch(['http://node'], filtered, 'eip155:31337', node(1_000, bodies))
    expect(bodies.map((b) => b.length)).toEqual([1_000])
  })
})
