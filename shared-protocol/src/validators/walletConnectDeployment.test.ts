import { describe, expect, it } from 'vitest'
import { walletConnectProjectIdSchema, walletConnectRelayUrlSchema } from './walletConnectDeployment.js'

describe('walletConnectDeployment', () => {
  it('takes a 32-hex project id only', () => {
    expect(walletConnectProjectIdSchema.safeParse('a'.repeat(32)).success).toBe(true)
    expect(walletConnectProjectIdSchema.safeParse('a'.repeat(31)).success).toBe(false)
    expect(walletConnectProjectIdSchema.safeParse(`${'a'.repeat(31)}"`).success).toBe(false)
  })
  it('takes a ws(s) relay URL without a query or anything that leaves an attribute', () => {
    expect(walletConnectRelayUrlSchema.safeParse('wss://relay.example.com').success).toBe(true)
    expect(walletConnectRelayUrlSchema.safeParse('ws://127.0.0.1:8787/').success).toBe(true)
    for (const bad of ['https://relay.example.com', 'wss://r.example?x=1', 'wss://r.example/"><script>'])
      expect(walletConnectRelayUrlSchema.safeParse(bad).success, bad).toBe(false)
  })
})
