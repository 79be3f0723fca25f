import { describe, expect, it } from 'vitest'
import { filterRpcBody, mergeRpcAnswer } from './filterRpcBody.js'
import { rpcMethodsFor } from './rpcAllowlist.js'

const call = (id: number, method: string) => ({ jsonrpc: '2.0', id, method, params: [] })

describe('filterRpcBody', () => {
  it('forwards public reads and raw transactions as they are', () => {
    const filtered = filterRpcBody(JSON.stringify(call(1, 'eth_getBalance')))
    expect(filtered).toMatchObject({ kind: 'forward', batch: false, refused: [] })
    if (filtered.kind === 'forward') expect(JSON.parse(filtered.body)).toEqual(call(1, 'eth_getBalance'))
    expect(filterRpcBody(JSON.stringify(call(2, 'eth_sendRawTransaction'))).kind).toBe('forward')
  })

  it('refuses node cheat codes and signing methods itself', () => {
    for (const method of [
      'anvil_setBalance',
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
      'debug_traceCall',
    ]) {
      expect(filterRpcBody(JSON.stringify(call(7, method)))).toEqual({
        kind: 'answer',
        status: 200,
        body: {
          jsonrpc: '2.0',
          id: 7,
          error: { code: -32601, message: 'Requested RPC call is not allowed', data: { method } },
        },
      })
    }
  })

  it('takes refused calls out of a batch and adds their errors to the answer', () => {
    const filtered = filterRpcBody(
      JSON.stringify([
        call(1, 'eth_chainId'),
        call(2, 'anvil_setBalance'),
        'junk',
        call(3, 'eth_blockNumber'),
      ]),
    )
    if (filtered.kind !== 'forward') throw new Error('expected forward')
    expect(JSON.parse(filtered.body).map((c: { id: number }) => c.id)).toEqual([1, 3])
    expect(filtered.calls).toBe(4)
    const node = JSON.stringify([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 3, result: '0x1' },
    ])
    const merged = JSON.parse(mergeRpcAnswer(filtered, node)) as {
      id: number | null
      error?: { code: number }
    }[]
    expect(merged.map((m) => [m.id, m.error?.code])).toEqual([
      [1, undefined],
      [3, undefined],
      [2, -32601],
      [null, -32600],
    ])
  })

  it('answers a batch of only refused calls without the node', () => {
    const filtered = filterRpcBody(JSON.stringify([call(1, 'anvil_mine')]))
    expect(filtered).toMatchObject({ kind: 'answer', status: 200 })
  })

  it('answers malformed bodies with JSON-RPC errors', () => {
    expect(filterRpcBody('{nope')).toMatchObject({
      kind: 'answer',
      status: 400,
      body: { error: { code: -32700 } },
    })
    expect(filterRpcBody('[]')).toMatchObject({
      kind: 'answer',
      status: 400,
      body: { error: { code: -32600 } },
    })
    expect(filterRpcBody('42')).toMatchObject({
      kind: 'answer',
      status: 200,
      body: { error: { code: -32600 } },
    })
    expect(filterRpcBody(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 5 }))).toMatchObject({
      body: { id: 1, error: { code: -32600 } },
    })
    const huge = JSON.stringify(Array.from({ length: 1001 }, (_, i) => call(i, 'eth_chainId')))
    expect(filterRpcBody(huge)).toMatchObject({
      kind: 'answer',
      status: 413,
      body: { error: { code: -32005 } },
    })
  })

  it('never matches methods by prototype names', () => {
    expect(filterRpcBody(JSON.stringify(call(1, 'constructor'))).kind).toBe('answer')
    expect(filterRpcBody(JSON.stringify(call(1, '__proto__'))).kind).toBe('answer')
  })
})

describe('filterRpcBody on a Solana chain', () => {
  const solana = rpcMethodsFor('solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ')

  it('forwards what a modal reads and sends, and refuses the faucet and history scans', () => {
    for (const method of ['getBalance', 'getLatestBlockhash', 'sendTransaction', 'getTokenAccountsByOwner'])
      expect(filterRpcBody(JSON.stringify(call(1, method)), solana).kind, method).toBe('forward')
    for (const method of ['requestAirdrop', 'getProgramAccounts', 'getSignaturesForAddress', 'eth_chainId'])
      expect(filterRpcBody(JSON.stringify(call(3, method)), solana), method).toEqual({
        kind: 'answer',
        status: 200,
        body: {
          jsonrpc: '2.0',
          id: 3,
          error: { code: -32601, message: 'Requested RPC call is not allowed', data: { method } },
        },
      })
  })

  it('keeps each namespace to its own list', () => {
    expect(rpcMethodsFor('eip155:31337').has('getBalance')).toBe(false)
    expect(filterRpcBody(JSON.stringify(call(1, 'getBalance'))).kind).toBe('answer')
    expect(solana.has('eth_getBalance')).toBe(false)
  })
})
