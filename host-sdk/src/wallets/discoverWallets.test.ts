import { afterEach, describe, expect, it } from 'vitest'
import { discoverWallets } from './discoverWallets.js'
import type { DiscoveredWallet } from './types.js'

const provider = () => ({ request: async () => null })
const announce = (info: Record<string, string>, p: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider: p } }))
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum
})

describe('discoverWallets', () => {
  it('lists announced wallets by rdns, skips our own and bad icons, and adds a distinct legacy provider', async () => {
    const own = provider()
    const legacy = provider()
    ;(window as { ethereum?: unknown }).ethereum = legacy
    let seen: DiscoveredWallet[] = []
    const discovery = discoverWallets({
      isOwn: (p, rdns) => p === own || rdns === 'xyz.airlock',
      onChange: (w) => (seen = w),
    })
    announce(
      { uuid: 'u1', name: 'Wallet One', rdns: 'com.one', icon: 'data:image/svg+xml,<svg/>' },
      provider(),
    )
    announce({ uuid: 'u2', name: 'Sneaky', rdns: 'com.two', icon: 'javascript:alert(1)' }, provider())
    announce({ uuid: 'u3', name: 'Airlock', rdns: 'xyz.airlock', icon: 'data:image/svg+xml,<svg/>' }, own)
    await flush()
    expect(seen.map((w) => [w.id, w.name, w.type, Boolean(w.icon)])).toEqual([
      ['com.one', 'Wallet One', 'ANNOUNCED', true],
      ['com.two', 'Sneaky', 'ANNOUNCED', false],
      ['injected', 'Browser Wallet', 'INJECTED', false],
    ])
    discovery.stop()
  })

  it('does not list window.ethereum twice when it is also announced', async () => {
    const shared = provider()
    ;(window as { ethereum?: unknown }).ethereum = shared
    let seen: DiscoveredWallet[] = []
    const discovery = discoverWallets({ isOwn: () => false, onChange: (w) => (seen = w) })
    announce({ uuid: 'u', name: 'MetaMask', rdns: 'io.metamask', icon: 'data:image/png;base64,AA' }, shared)
    await flush()
    expect(seen.map((w) => w.id)).toEqual(['io.metamask'])
    discovery.stop()
  })

  it('lists a wallet added by hand (the Safe) beside the announced ones', async () => {
    let seen: DiscoveredWallet[] = []
    const discovery = discoverWallets({ isOwn: () => false, onChange: (w) => (seen = w) })
    discovery.add({ id: 'safe', name: 'Safe', type: 'EXTERNAL', provider: provider() })
    await flush()
    expect(seen.map((w) => [w.id, w.type])).toEqual([['safe', 'EXTERNAL']])
    discovery.stop()
  })
})
