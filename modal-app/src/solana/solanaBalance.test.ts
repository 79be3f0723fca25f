import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import { readSolanaBalance } from './solanaBalance.js'
import { solanaTestNetwork } from './solanaTestFixtures.js'

const address = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
let answer: () => Response
const asked: unknown[] = []

beforeEach(() => {
  asked.length = 0
  appStore.setState(initialState(), true)
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    asked.push(JSON.parse(String(init.body)))
    return answer()
  })
})
afterEach(() => vi.unstubAllGlobals())

const balance = (lamports: number) => () =>
  new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: lamports } }))

describe('the header balance of a Solana account', () => {
  it('shows lamports as SOL, 3 decimals truncated', async () => {
    answer = balance(1_234_999_999_999)
    await expect(readSolanaBalance(solanaTestNetwork(), address)).resolves.toEqual({
      formatted: '1234.999',
      symbol: 'SOL',
    })
    expect(asked[0]).toMatchObject({ method: 'getBalance', params: [address, { commitment: 'confirmed' }] })
    answer = balance(0)
    await expect(readSolanaBalance(solanaTestNetwork(), address)).resolves.toEqual({
      formatted: '0',
      symbol: 'SOL',
    })
  })

  it('rejects when the node cannot be read, rather than showing 0', async () => {
    answer = () => new Response('', { status: 503 })
    await expect(readSolanaBalance(solanaTestNetwork(), address)).rejects.toThrow(
      'getBalance: HTTP status code: 503',
    )
  })
})
