import { parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { MAX_SESSION_SECONDS, parseGrantRequest, parseRevokeRequest } from './grantRequest.js'

const NOW = 1_800_000_000
const key = privateKeyToAccount(generatePrivateKey())
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const nativePermission = (allowance: string = toHex(parseEther('0.02'))) => ({
  type: 'native-token-transfer',
  data: { ticker: 'ETH' },
  policies: [{ type: 'token-allowance', data: { allowance } }],
  required: true,
})
const grant = (overrides: Record<string, unknown> = {}) => [
  {
    expiry: NOW + 3600,
    signer: { type: 'account', data: { id: key.address } },
    permissions: [nativePermission()],
    ...overrides,
  },
]

describe('wallet_grantPermissions params', () => {
  it("reads viem's shape: the signer's account, the expiry, ETH up to the allowance", () => {
    const result = parseGrantRequest(grant(), NOW)
    expect(result).toEqual({
      ok: true,
      request: {
        delegate: key.address,
        expiry: NOW + 3600,
        limit: { kind: 'native', allowance: parseEther('0.02') },
        permission: nativePermission(),
      },
    })
  })

  it("takes a secp256k1 key as signer (its address redeems) and one ERC-20 token's allowance", () => {
    const result = parseGrantRequest(
      grant({
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: key.publicKey } },
        permissions: [
          {
            type: 'erc20-token-transfer',
            data: { address: TOKEN.toLowerCase(), ticker: 'DEV' },
            policies: [{ type: 'token-allowance', data: { allowance: '0x64' } }],
          },
        ],
      }),
      NOW,
    )
    expect(result.ok && result.request.delegate).toBe(key.address)
    expect(result.ok && result.request.limit).toEqual({ kind: 'erc20', token: TOKEN, allowance: 100n })
  })

  it.each([
    ['no params', undefined, /Invalid permissions request/],
    ['a signer that is no address', grant({ signer: { type: 'account', data: { id: '0x12' } } }), /signer/],
    ['the wallet as signer', grant({ signer: { type: 'wallet' } }), /signer/],
    [
      'two permissions',
      grant({ permissions: [nativePermission(), nativePermission()] }),
      /exactly one permission/,
    ],
    ['no allowance', grant({ permissions: [{ ...nativePermission(), policies: [] }] }), /token-allowance/],
    ['a zero allowance', grant({ permissions: [nativePermission('0x0')] }), /allowance is zero/],
    ['an allowance that is not hex', grant({ permissions: [nativePermission('100')] }), /hex quantity/],
    [
      'a permission nobody enforces',
      grant({ permissions: [{ type: 'contract-call', data: {}, policies: [] }] }),
      /Invalid permissions request/,
    ],
    ['an expiry passed', grant({ expiry: NOW }), /expiry has passed/],
    ['an expiry in milliseconds', grant({ expiry: (NOW + 60) * 1000 }), /within a year, in seconds/],
    ['an expiry past a year', grant({ expiry: NOW + MAX_SESSION_SECONDS + 1 }), /within a year/],
  ])('refuses %s', (_name, params, message) => {
    const result = parseGrantRequest(params, NOW)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(message)
  })
})

describe('wallet_revokePermissions params', () => {
  it('reads the permissions context, and refuses anything else', () => {
    expect(parseRevokeRequest([{ permissionsContext: '0xabcd' }])).toEqual({ ok: true, context: '0xabcd' })
    for (const bad of [undefined, [], [{}], [{ permissionsContext: 'abcd' }], [{ permissionsContext: 5 }]])
      expect(parseRevokeRequest(bad)).toEqual({
        ok: false,
        message: 'Invalid params: expected [{ permissionsContext }]',
      })
  })
})
