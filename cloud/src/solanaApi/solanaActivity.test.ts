import { describe, expect, it } from 'vitest'
import {
  isDelivery,
  type SolanaActivityContext,
  toSolanaTransaction,
  transfersOfAddress,
} from './solanaActivity.js'
import type { SolanaTransfer, SolanaTx } from './solanaTransfers.js'

const [me, you, usdc, treasury, bonk] = ['Me', 'You', 'UsdcMint', 'Treasury', 'BonkMint']
const tx: SolanaTx = { signature: 'Sig', slot: 9, blockTime: 1_700_000_000, feePayer: me, success: true }
const move = (
  seq: number,
  sender: string,
  recipient: string,
  mint: string | null,
  amount: string,
  kind: SolanaTransfer['kind'] = mint ? 'spl' : 'sol',
): SolanaTransfer => ({
  signature: 'Sig',
  seq,
  kind,
  mint,
  sender,
  recipient,
  amount,
  decimals: mint ? 6 : 9,
})
const context: SolanaActivityContext = {
  chain: 'solana:test',
  native: { name: 'Solana', symbol: 'SOL', iconUrl: 'https://cloud/sol' },
  token: (mint) =>
    mint === usdc ? { name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://cloud/usdc' } : undefined,
  price: (mint) => (mint === null ? 150 : mint === usdc ? 1 : 0),
}
const seen = (transfers: SolanaTransfer[], from = me, on = tx) =>
  toSolanaTransaction(from, on, transfers, context)

describe('toSolanaTransaction', () => {
  it('shows a send from one side and a receive from the other, priced, with its ends', () => {
    const transfers = [move(0, me, you, null, '1500000000')]
    expect(seen(transfers)).toEqual({
      id: 'Sig',
      metadata: {
        minedAt: '2023-11-14T22:13:20.000Z',
        chain: 'solana:test',
        operationType: 'send',
        status: 'confirmed',
        hash: 'Sig',
        sentFrom: me,
        sentTo: you,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1.5' },
          price: 150,
          value: 225,
          fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: 'https://cloud/sol' } },
        },
      ],
    })
    expect(seen(transfers, you)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in' }],
    })
  })

  it('tells trades, mints, burns, self-transfers and bare calls apart', () => {
    const type = (transfers: SolanaTransfer[], on = tx) => seen(transfers, me, on).metadata.operationType
    expect(type([move(0, me, 'Pool', usdc, '5'), move(1, 'Pool', me, null, '7')])).toBe('trade')
    expect(type([move(0, usdc, me, usdc, '5', 'mint')])).toBe('mint')
    expect(type([move(0, me, usdc, usdc, '5', 'burn')])).toBe('burn')
    expect(type([])).toBe('execute')
    expect(type([], { ...tx, feePayer: you })).toBe('receive')
    const self = seen([move(0, me, me, usdc, '5')])
    expect([self.metadata.operationType, self.transfers[0]?.direction]).toEqual(['send', 'self'])
    expect(seen([], me, { ...tx, success: false }).metadata.status).toBe('failed')
  })

  it('names a mint it does not know as an unknown token, priced at 0', () => {
    expect(seen([move(0, you, me, bonk, '1000000')]).transfers[0]).toEqual({
      direction: 'in',
      quantity: { numeric: '1' },
      price: 0,
      value: 0,
      fungible_info: { name: 'Unknown token', symbol: '???', icon: { url: null } },
    })
  })
})

describe('isDelivery', () => {
  const senders = new Set([treasury])
  const delivery = (transfers: SolanaTransfer[], on = tx) =>
    isDelivery(me, on, transfersOfAddress(me, on, transfers), senders)

  it('is what the on-ramp sender signed or sent that only brought the address something', () => {
    expect(delivery([move(0, treasury, me, usdc, '5')], { ...tx, feePayer: treasury })).toBe(true)
    expect(delivery([move(0, usdc, me, usdc, '5', 'mint')], { ...tx, feePayer: treasury })).toBe(true)
    expect(delivery([move(0, you, me, usdc, '5')], { ...tx, feePayer: you })).toBe(false)
    expect(delivery([move(0, treasury, me, usdc, '5'), move(1, me, treasury, null, '1')])).toBe(false)
    expect(delivery([], { ...tx, feePayer: treasury })).toBe(false)
  })
})
