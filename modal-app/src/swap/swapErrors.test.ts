import { describe, expect, it } from 'vitest'
import { revertReason, swapFailureText } from './swapErrors.js'

describe('swap failure texts', () => {
  it('says the wallet declined for EIP-1193 4001, WalletConnect 5000 and rejection texts', () => {
    expect(swapFailureText({ code: 4001, message: 'User rejected the request.' })).toBe('Signature declined')
    expect(swapFailureText({ code: 5000, message: 'whatever' })).toBe('Signature declined')
    expect(swapFailureText({ message: 'MetaMask Tx Signature: User denied transaction signature.' })).toBe(
      'Signature declined',
    )
  })

  it("turns the router's slippage revert into what happened and what to do", () => {
    const node =
      'Execution reverted with reason: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT.\n\nRaw Call Arguments: …'
    expect(revertReason(node)).toBe('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
    expect(swapFailureText({ message: node })).toBe('The price moved beyond your slippage (1%). Try again.')
    expect(swapFailureText({ message: 'execution reverted: UniswapV2Router: EXPIRED' })).toBe(
      'The swap expired before it was mined. Try again.',
    )
    expect(swapFailureText({ message: 'Insufficient allowance' })).toBe(
      'The allowance is too low for this swap. Approve again.',
    )
  })

  it('shows another revert reason as it is, and says something went wrong without one', () => {
    expect(swapFailureText({ message: "execution reverted: 'Pausable: paused'" })).toBe(
      'The swap failed: Pausable: paused',
    )
    expect(swapFailureText({ message: 'Timed out while waiting for transaction' })).toBe(
      'Something went wrong',
    )
    // The cloud's own refusal is said as it is; another error's text is not shown to the visitor.
    expect(swapFailureText({ message: 'Insufficient balance', refusal: true })).toBe('Insufficient balance')
    expect(swapFailureText({ message: 'fetch failed: ECONNREFUSED' })).toBe('Something went wrong')
  })
})
