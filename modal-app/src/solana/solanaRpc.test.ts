import type { ModalOptions } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { setHostOrigin } from '../config.js'
import { appStore, initialState } from '../stores/appStore.js'
import { SOLANA_RPC_TIMEOUT_MS, SolanaRpcError, solanaRpc } from './solanaRpc.js'
import { solanaTestNetwork } from './solanaTestFixtures.js'

const network = solanaTestNetwork()
const proxy = `http://127.0.0.1:8787/v1/?chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=p1`
const own = 'http://127.0.0.1:8899'

type Answer = Response | Error
const calls: { url: string; init: RequestInit }[] = []
let answers: Record<string, Answer[]> = {}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  calls.length = 0
  answers = {}
  appStore.setState({ ...initialState(), options: { projectId: 'p1' } as ModalOptions }, true)
  setHostOrigin('https://app.example')
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const next = answers[url]?.shift()
    if (!next) throw new Error(`unexpected fetch ${url}`)
    if (next instanceof Error) throw next
    return next
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  setHostOrigin('')
})

const rpc = () => solanaRpc(network)
const body = (i: number) => JSON.parse(String(calls[i]?.init.body))

describe('solanaRpc', () => {
  it("asks the cloud's proxy with the project and the host's origin, and checks the answer", async () => {
    answers[proxy] = [json({ jsonrpc: '2.0', id: 1, result: 42 })]
    await expect(rpc()('getSlot', [], z.number())).resolves.toBe(42)
    expect(calls).toHaveLength(1)
    expect(body(0)).toMatchObject({ jsonrpc: '2.0', method: 'getSlot', params: [] })
    expect(calls[0]?.init.headers).toMatchObject({ 'x-airlock-host-origin': 'https://app.example' })
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal)
    expect(SOLANA_RPC_TIMEOUT_MS).toBe(10_000)
  })

  it("falls back to the network's own RPC when the cloud gives no answer", async () => {
    const failures: Answer[] = [
      new TypeError('Failed to fetch'),
      new DOMException('The operation timed out.', 'TimeoutError'),
      json({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'No upstream answered' } }, 502),
      json({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }),
      new Response('<html>', { status: 200 }),
    ]
    for (const failure of failures) {
      calls.length = 0
      answers[proxy] = [failure]
      answers[own] = [json({ jsonrpc: '2.0', id: 2, result: 7 })]
      await expect(rpc()('getSlot', [], z.number())).resolves.toBe(7)
      expect(calls.map((c) => c.url)).toEqual([proxy, own])
      // The visitor's host origin is for the cloud only.
      expect(calls[1]?.init.headers).not.toHaveProperty('x-airlock-host-origin')
    }
  })

  it("turns the node's JSON-RPC error into an error with its message, and does not ask elsewhere", async () => {
    answers[proxy] = [
      json({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid param: WrongSize' } }),
    ]
    const error = await rpc()('getBalance', ['x'], z.number()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaRpcError)
    expect(error).toMatchObject({ message: 'Invalid param: WrongSize', code: -32602 })
    expect(calls).toHaveLength(1)
  })

  it('fails with the method named when neither endpoint answers, and refuses an answer of the wrong shape', async () => {
    answers[proxy] = [json({}, 503)]
    answers[own] = [new TypeError('Failed to fetch')]
    await expect(rpc()('getSlot', [], z.number())).rejects.toThrow('getSlot: Failed to fetch')
    answers[proxy] = [json({}, 503)]
    answers[own] = [json({}, 500)]
    await expect(rpc()('getSlot', [], z.number())).rejects.toThrow('getSlot: HTTP status code: 500')
    answers[proxy] = [json({ jsonrpc: '2.0', id: 1, result: 'many' })]
    await expect(rpc()('getSlot', [], z.number())).rejects.toThrow('getSlot: unexpected answer')
  })
})
