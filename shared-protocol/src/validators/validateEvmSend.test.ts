import { describe, expect, test } from 'vitest'
import { InvalidSendParametersError } from '../errors/transaction.js'
import { type EvmSendParameters, validateEvmSend } from './validateEvmSend.js'

const receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = { quantity: { decimals: '18', numeric: '1' } }
const usdc = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', quantity: { decimals: '6' } }

function missingOf(parameters: EvmSendParameters): string[] {
  try {
    validateEvmSend(parameters)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidSendParametersError)
    expect((error as Error).message).toBe('Please enter a valid amount and receiver address')
    return (error as InvalidSendParametersError).missing
  }
  return []
}

describe('validateEvmSend', () => {
  test('an ERC-20 send needs token, amount and receiver only', () => {
    expect(validateEvmSend({ token: usdc, sendTokenAmount: '10', receiverAddress })).toBe('erc20')
  })

  test('a native send also needs gas price and decimals', () => {
    expect(validateEvmSend({ token: eth, sendTokenAmount: '0.1', receiverAddress, gasPrice: 1n })).toBe(
      'native',
    )
    expect(validateEvmSend({ token: eth, sendTokenAmount: '0.1', receiverAddress, gasPrice: 0 })).toBe(
      'native',
    )
    expect(missingOf({ token: eth, sendTokenAmount: '0.1', receiverAddress })).toEqual(['gasPrice'])
    expect(missingOf({ token: {}, sendTokenAmount: '0.1', receiverAddress, gasPrice: 1n })).toEqual([
      'decimals',
    ])
    expect(
      missingOf({
        token: { quantity: { decimals: 'x' } },
        sendTokenAmount: '1',
        receiverAddress,
        gasPrice: '1',
      }),
    ).toEqual(['decimals'])
  })

  test('refuses missing token, bad amount or bad receiver', () => {
    expect(missingOf({ sendTokenAmount: '1', receiverAddress })).toEqual(['token'])
    expect(missingOf({ token: usdc, sendTokenAmount: '', receiverAddress })).toEqual(['sendTokenAmount'])
    expect(missingOf({ token: usdc, sendTokenAmount: '-1', receiverAddress })).toEqual(['sendTokenAmount'])
    expect(missingOf({ token: usdc, sendTokenAmount: '1', receiverAddress: 'vitalik.eth' })).toEqual([
      'receiverAddress',
    ])
    expect(missingOf({})).toEqual(['token', 'sendTokenAmount', 'receiverAddress'])
  })
})
