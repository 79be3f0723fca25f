import { describe, expect, it } from 'vitest'
import { runWalletRequest } from './runWalletRequest.js'
import type { DiscoveredWallet } from './types.js'

const wallet = (request: DiscoveredWallet['provider']['request']): DiscoveredWallet => ({
  id: 'w',
  name: 'W',
  type: 'ANNOUNCED',
  provider: { request },
})

describe('runWalletRequest', () => {
  it('answers with the result, made safe to post', async () => {
    const result = await runWalletRequest([wallet(async () => ({ n: 1n }))], { walletId: 'w', method: 'x' })
    expect(result).toEqual({ ok: true, result: { n: '0x1' } })
  })

  it('keeps the EIP-1193 code of a wallet error and defaults others to -32603', async () => {
    const rejected = await runWalletRequest(
      [wallet(async () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 })))],
      { walletId: 'w', method: 'eth_requestAccounts' },
    )
    expect(rejected).toEqual({ ok: false, error: { code: 4001, message: 'User rejected' } })
    const odd = await runWalletRequest([wallet(async () => Promise.reject('boom'))], {
      walletId: 'w',
      method: 'x',
    })
    expect(odd).toEqual({ ok: false, error: { code: -32603, message: 'An error occurred' } })
  })

  it('refuses unknown wallets and malformed requests', async () => {
    expect(await runWalletRequest([], { walletId: 'nope', method: 'x' })).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
    expect(await runWalletRequest([], { walletId: 1, method: 'x' } as never)).toMatchObject({
      ok: false,
      error: { code: -32602 },
    })
  })
})
