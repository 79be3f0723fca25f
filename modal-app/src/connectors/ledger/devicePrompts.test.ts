import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeLedgerPrompt } from './devicePrompts.js'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('describeLedgerPrompt', () => {
  it('sums up a transfer as the device reviews it', () => {
    const prompt = describeLedgerPrompt({
      kind: 'transaction',
      transaction: {
        type: 'eip1559',
        to: TO,
        value: parseEther('0.1'),
        gas: 21_000n,
        maxFeePerGas: 2n * 10n ** 10n,
      },
      network: { name: 'Ethereum', symbol: 'ETH' },
    })
    expect(prompt.summary).toBe(
      'Review transaction: 0.1 ETH to 0x7099…79C8 on Ethereum, max fee 0.00042 ETH.',
    )
    expect(prompt.screens.map((screen) => screen.label)).toEqual(['Amount', 'Address', 'Network', 'Max fees'])
  })

  it('warns of blind signing for contract data and names a contract creation', () => {
    const prompt = describeLedgerPrompt({
      kind: 'transaction',
      transaction: { type: 'legacy', data: '0x6000', gas: 100_000n, gasPrice: 1n },
      network: { name: 'Polygon', symbol: 'POL' },
    })
    expect(prompt.summary).toBe(
      'Review transaction: 0 POL to create a contract on Polygon, max fee 0.0000000000001 POL. It carries contract data your Ledger cannot show: blind signing must be on.',
    )
    expect(prompt.screens[0]).toEqual({
      label: 'Blind signing',
      value: 'Transaction data cannot be verified',
    })
  })

  it('shows printable messages as text and others as hex', () => {
    expect(describeLedgerPrompt({ kind: 'message', message: 'Sign in' }).summary).toBe(
      'Sign message on your Ledger: "Sign in"',
    )
    expect(describeLedgerPrompt({ kind: 'message', message: { raw: '0x00ff' } }).screens).toEqual([
      { label: 'Message', value: '0x00ff' },
    ])
  })

  it('names the two hashes of typed data and the address to verify', () => {
    const hash = (byte: string) => `0x${byte.repeat(32)}` as const
    expect(
      describeLedgerPrompt({ kind: 'typedData', domainHash: hash('ab'), messageHash: hash('cd') }).summary,
    ).toBe(
      'Sign typed message on your Ledger: it shows only its hashes (domain 0xabababab…abababab, message 0xcdcdcdcd…cdcdcdcd), so blind signing must be on',
    )
    expect(describeLedgerPrompt({ kind: 'address', address: TO }).summary).toBe(
      'Check that your Ledger shows 0x7099…79C8 and approve it',
    )
  })
})
