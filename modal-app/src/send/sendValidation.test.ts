import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../api/blockchain.js'
import { checkSend, isEvmAddress, type SendInput, sendProblems } from './sendValidation.js'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x09cb48f3a79e3043a60864bc8826922e431822f6',
  value: 1000,
  price: 1,
  quantity: { decimals: '6', numeric: '1000' },
}
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const input = (patch: Partial<SendInput> = {}): SendInput => ({
  token: usdc,
  amount: '1.5',
  receiverAddress: receiver,
  receiverText: receiver,
  gasPriceInUSD: 0.2,
  networkBalanceInUSD: 300,
  ...patch,
})

describe('send validation', () => {
  it('follows the EVM address rule: optional 0x and 40 hex characters', () => {
    expect(isEvmAddress(receiver)).toBe(true)
    expect(isEvmAddress(receiver.slice(2))).toBe(true)
    expect(isEvmAddress(`${receiver}0`)).toBe(false)
    expect(isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79CZ')).toBe(false)
  })

  it('passes a complete send and names what is missing otherwise', () => {
    expect(checkSend(input())).toEqual({ ok: true })
    expect(checkSend(input({ token: undefined }))).toMatchObject({
      reason: 'incomplete',
      message: 'Select Token',
    })
    expect(checkSend(input({ amount: ' ' }))).toMatchObject({ message: 'Add Amount' })
    expect(checkSend(input({ receiverText: '' }))).toMatchObject({ message: 'Add Address' })
  })

  it('names the one field at fault: the amount, then the receiver', () => {
    for (const amount of ['abc', '0', '-1', '1.0000001'])
      expect(checkSend(input({ amount }))).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'amount',
        message: 'Invalid Amount',
      })
    for (const patch of [
      { receiverAddress: undefined, receiverText: 'nobody.airlock' },
      { receiverAddress: '0x123', receiverText: '0x123' },
    ])
      expect(checkSend(input(patch))).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'receiver',
        message: 'Invalid Address',
      })
  })

  it('flags an amount above the balance as soon as it is typed, before any address', () => {
    expect(checkSend(input({ amount: '99999999', receiverText: '', receiverAddress: undefined }))).toEqual({
      ok: false,
      reason: 'insufficient-funds',
      field: 'amount',
      message: 'Insufficient Funds',
    })
    expect(checkSend(input({ amount: 'abc', receiverText: '' }))).toMatchObject({ message: 'Invalid Amount' })
  })

  it('refuses more than the balance, and a send without gas unless from a smart account', () => {
    expect(checkSend(input({ amount: '1000.000001' }))).toMatchObject({ reason: 'insufficient-funds' })
    expect(checkSend(input({ networkBalanceInUSD: 0 }))).toMatchObject({
      reason: 'insufficient-gas',
      message: 'Insufficient Gas Funds',
    })
    expect(checkSend(input({ networkBalanceInUSD: 0.1 }))).toMatchObject({ reason: 'insufficient-gas' })
    expect(checkSend(input({ networkBalanceInUSD: 0, smartAccount: true }))).toEqual({ ok: true })
  })
})

describe('Solana send validation', () => {
  const usdcSpl: TokenBalance = {
    ...usdc,
    chainId: 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
    address: 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  }
  const wallet = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
  const solana = (patch: Partial<SendInput> = {}) =>
    input({ namespace: 'solana', token: usdcSpl, receiverAddress: wallet, receiverText: wallet, ...patch })
  const text = 'Please enter a valid amount and receiver address'

  it('passes a send to a Solana key, and prompts for what is still to fill as EVM does', () => {
    expect(checkSend(solana())).toEqual({ ok: true })
    expect(checkSend(solana({ amount: '' }))).toMatchObject({ reason: 'incomplete', message: 'Add Amount' })
    expect(checkSend(solana({ receiverText: '', receiverAddress: undefined }))).toMatchObject({
      reason: 'incomplete',
      message: 'Add Address',
    })
  })

  it("says spec section 5's text at the field at fault: a bad amount, then a bad receiver", () => {
    for (const amount of ['abc', '0', '-1', '1.0000001'])
      expect(checkSend(solana({ amount }))).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'amount',
        message: text,
      })
    for (const receiverAddress of [
      undefined,
      receiver, // an EVM address
      '1111111111111111111111111111111', // 31 characters
      '0OIl1111111111111111111111111111', // not base58
      '1111111111111111111111111111111111111111111', // base58 of the right length, not 32 bytes
    ])
      expect(checkSend(solana({ receiverAddress, receiverText: receiverAddress ?? 'alice.sol' }))).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'receiver',
        message: text,
      })
  })

  it('refuses more than the balance and a fee the SOL balance cannot pay, as EVM does', () => {
    expect(checkSend(solana({ amount: '1000.000001' }))).toMatchObject({ message: 'Insufficient Funds' })
    expect(checkSend(solana({ networkBalanceInUSD: 0 }))).toMatchObject({ message: 'Insufficient Gas Funds' })
    expect(checkSend(solana({ networkBalanceInUSD: 0.1, gasPriceInUSD: 0.31 }))).toMatchObject({
      reason: 'insufficient-gas',
    })
  })
})

describe('each field says its own problem (issue 36)', () => {
  const fields = (patch: Partial<SendInput>) =>
    sendProblems(input(patch)).map((p) => [p.field, p.reason, p.message])

  it('says an invalid address while the amount is still empty or wrong', () => {
    expect(fields({ amount: '', receiverText: '0x1234', receiverAddress: undefined })).toEqual([
      ['amount', 'incomplete', 'Add Amount'],
      ['receiver', 'invalid', 'Invalid Address'],
    ])
    expect(fields({ amount: '1.0000001', receiverText: 'nobody', receiverAddress: undefined })).toEqual([
      ['amount', 'invalid', 'Invalid Amount'],
      ['receiver', 'invalid', 'Invalid Address'],
    ])
  })

  it('is not wrong about a name still being looked up, and checks gas only once the rest is right', () => {
    expect(
      fields({ receiverText: 'bob.airlock', receiverAddress: undefined, receiverPending: true }),
    ).toEqual([['receiver', 'incomplete', 'Looking up name…']])
    expect(fields({ amount: '', networkBalanceInUSD: 0 })).toEqual([['amount', 'incomplete', 'Add Amount']])
    expect(fields({ networkBalanceInUSD: 0 })).toEqual([
      ['gas', 'insufficient-gas', 'Insufficient Gas Funds'],
    ])
    expect(sendProblems(input())).toEqual([])
  })

  it("says Solana's one text once when both the amount and the receiver are wrong", () => {
    const wallet = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
    expect(
      fields({ namespace: 'solana', amount: '0', receiverText: 'x', receiverAddress: undefined }),
    ).toEqual([['amount', 'invalid', 'Please enter a valid amount and receiver address']])
    expect(
      fields({ namespace: 'solana', amount: '', receiverText: wallet, receiverAddress: wallet }),
    ).toEqual([['amount', 'incomplete', 'Add Amount']])
  })
})
