import { describe, expect, it } from 'vitest'
import { chainPaymaster, paymasterForCalls, supportsPaymasterService } from './paymasterCapability.js'

const own = 'http://127.0.0.1:4338'
const listed = 'https://pm.example/v1'
const chain = { paymasterUrl: own, dappPaymasterUrls: [listed] }

describe('paymasterForCalls', () => {
  it("takes the chain's own paymaster when the dApp names none", () => {
    expect(paymasterForCalls(chain, undefined)).toEqual({ url: own })
    expect(paymasterForCalls({}, undefined)).toBe(undefined)
    expect(chainPaymaster({})).toBe(undefined)
  })

  it("takes a listed dApp URL (compared whole, normalized) with the dApp's context", () => {
    expect(paymasterForCalls(chain, { url: listed, context: { policy: 'p1' } })).toEqual({
      url: listed,
      context: { policy: 'p1' },
    })
    expect(paymasterForCalls(chain, { url: 'HTTPS://PM.example/v1' })).toEqual({ url: listed })
    expect(paymasterForCalls(chain, { url: own })).toEqual({ url: `${own}/` })
  })

  it('refuses an unlisted, non-http(s) or malformed required one, and falls back on an optional one', () => {
    for (const capability of [
      { url: 'https://pm.example/v2' },
      { url: 'https://pm.example/v1/../v2' },
      { url: 'file:///etc/passwd' },
      { url: 'http://169.254.169.254/latest/meta-data' },
      { url: listed, context: 'x' },
      { url: 5 },
      null,
      'https://pm.example/v1',
    ])
      expect(paymasterForCalls(chain, capability), JSON.stringify(capability)).toBe('unsupported')
    expect(paymasterForCalls(chain, { url: 'https://other.example', optional: true })).toEqual({ url: own })
    expect(paymasterForCalls({}, { url: listed, optional: true })).toBe(undefined)
    expect(paymasterForCalls({}, { url: listed })).toBe('unsupported')
  })
})

describe('supportsPaymasterService', () => {
  it("is true with the chain's own paymaster or a dApp paymaster allowed", () => {
    expect(supportsPaymasterService(chain)).toBe(true)
    expect(supportsPaymasterService({ dappPaymasterUrls: [listed] })).toBe(true)
    expect(supportsPaymasterService({ dappPaymasterUrls: [] })).toBe(false)
    expect(supportsPaymasterService({})).toBe(false)
  })
})
