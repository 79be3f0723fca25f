import { describe, expect, it } from 'vitest'
import { describeGrant, describeRevoke } from './describePermissions.js'

const SIGNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const grant = (permission: Record<string, unknown>) => [
  { expiry: 1_800_000_000, signer: { type: 'account', data: { id: SIGNER } }, permissions: [permission] },
]

describe('the approval of a permissions grant', () => {
  it('says how much ETH the key may spend without asking, until when, and whose key', () => {
    const { title, rows } = describeGrant(
      grant({
        type: 'native-token-transfer',
        data: { ticker: 'ETH' },
        policies: [{ type: 'token-allowance', data: { allowance: '0x470de4df820000' } }],
      }),
    )
    expect(title).toBe('Grant permissions')
    expect(rows.map((row) => [row.testId, row.value])).toEqual([
      ['wallet-permission-allowance', 'Up to 0.02 ETH'],
      [
        'wallet-permission-expiry',
        new Date(1_800_000_000_000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
      ],
      ['wallet-permission-signer', SIGNER],
    ])
  })

  it("names an ERC-20 token's contract and its amount in the smallest unit", () => {
    const { rows } = describeGrant(
      grant({
        type: 'erc20-token-transfer',
        data: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', ticker: 'DEV' },
        policies: [{ type: 'token-allowance', data: { allowance: '0x64' } }],
      }),
    )
    expect(rows[0]?.value).toBe('Up to 100 units DEV of token 0x5FbDB2315678afecb367f032d93F642f64180aa3')
  })

  it('shows a malformed request as sent rather than failing (the service refuses it after)', () => {
    const { rows } = describeGrant([{ expiry: 'soon', signer: {}, permissions: [{ type: 'contract-call' }] }])
    expect(rows.map((row) => row.value)).toEqual(['{"type":"contract-call"}', 'soon', '{}'])
    expect(describeGrant(undefined).rows.map((row) => row.testId)).toEqual([
      'wallet-permission-expiry',
      'wallet-permission-signer',
    ])
  })
})

describe('the approval of a revocation', () => {
  it('shows the permission it ends, shortened', () => {
    const context = `0x${'ab'.repeat(200)}`
    expect(describeRevoke([{ permissionsContext: context }])).toEqual({
      title: 'Revoke permissions',
      rows: [
        {
          label: 'Permission',
          value: `${context.slice(0, 22)}…${context.slice(-16)}`,
          testId: 'wallet-permission-context',
        },
      ],
    })
  })
})
