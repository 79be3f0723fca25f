import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_KEYPAIRS, USDC_MINT } from './devKeypairs.js'
import { callRpc, startTestSolana, type TestSolana } from './solanaTestRpc.js'

let solana: TestSolana
beforeAll(async () => {
  solana = await startTestSolana()
})
afterAll(async () => {
  await solana.rpc.close()
})

const key = DEV_KEYPAIRS[0]?.address as string
/** Params a stranger might send: wrong types, wrong sizes, garbage encodings, keys that are not keys. */
const HOSTILE: unknown[][] = [
  [],
  [null],
  [null, null, null],
  ['x'],
  [1e300],
  [-1],
  [{}],
  [[]],
  [key, { encoding: 'nope' }],
  [key, { encoding: 'base58', dataSlice: { offset: 2 ** 40, length: 2 ** 40 } }],
  [key, { mint: key }],
  [key, { programId: USDC_MINT }, { encoding: 'jsonParsed' }],
  [USDC_MINT, { commitment: 'finalized', minContextSlot: 2 ** 60 }],
  ['A'.repeat(1_999)],
  ['AQID', { encoding: 'base64' }],
  [Buffer.alloc(1_300).toString('base64'), { encoding: 'base64' }],
  [Buffer.from([1, ...new Array(64).fill(0), 0, 0, 0, 0]).toString('base64'), { encoding: 'base64' }],
  ['1'.repeat(64), { maxSupportedTransactionVersion: 7 }],
  [Array.from({ length: 300 }, () => key)],
  [key, 1e18],
  [key, 5, { commitment: 'sideways' }],
  [{ __proto__: { polluted: true } }],
]

describe('hostile params', () => {
  it('every method answers each with a result or its own error, never an internal error', async () => {
    for (const method of solana.rpc.methods.http) {
      for (const params of HOSTILE) {
        const { status, json } = await callRpc(solana.rpc.url, method, params)
        const answer = json as { result?: unknown; error?: { code: number } }
        expect(status, `${method} ${JSON.stringify(params).slice(0, 80)}`).toBe(200)
        expect(answer.error?.code, `${method} ${JSON.stringify(params).slice(0, 80)}`).not.toBe(-32603)
      }
    }
    expect((await callRpc(solana.rpc.url, 'getHealth', [])).json).toMatchObject({ result: 'ok' })
  })

  it('named params (an object) are refused: agave takes positional params only', async () => {
    const { json } = await callRpc(solana.rpc.url, 'getBalance', { pubkey: key } as never)
    expect(json).toMatchObject({ error: { code: -32602 } })
  })
})
