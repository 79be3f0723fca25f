import { describe, expect, it } from 'vitest'
import { describeStandardWallet, solanaChainsOf } from './standardWallet.js'
import { fakeStandardWallet } from './testing/fakeStandardWallet.js'

describe('describeStandardWallet', () => {
  it('describes a Solana wallet with a stable id, its icon and its Solana chains', () => {
    const { wallet } = fakeStandardWallet({ name: '  Phantom ', chains: ['solana:mainnet', 'sui:mainnet'] })
    expect(describeStandardWallet(wallet)).toEqual({
      id: 'ws:phantom',
      name: 'Phantom',
      icon: wallet.icon,
      type: 'ANNOUNCED',
      namespaces: ['solana'],
      chains: ['solana:mainnet'],
    })
  })

  it('keeps a wallet with one signing feature of the three', () => {
    for (const feature of ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']) {
      const { wallet } = fakeStandardWallet({ features: ['standard:connect', feature] })
      expect(describeStandardWallet(wallet)?.id, feature).toBe('ws:fake solana')
    }
  })

  it('leaves out wallets without connect, without a signing feature, without a Solana chain or a name', () => {
    const cases = [
      fakeStandardWallet({ features: ['solana:signMessage', 'solana:signTransaction'] }),
      fakeStandardWallet({ features: ['standard:connect', 'standard:events'] }),
      fakeStandardWallet({ chains: ['sui:mainnet'] }),
      fakeStandardWallet({ name: '   ' }),
    ]
    for (const { wallet } of cases) expect(describeStandardWallet(wallet)).toBeUndefined()
  })

  it('drops an icon that is not an image data URI or is too long, and caps the name and id', () => {
    const name = 'N'.repeat(200)
    const bad = describeStandardWallet(fakeStandardWallet({ name, icon: 'javascript:alert(1)' }).wallet)
    expect(bad).not.toHaveProperty('icon')
    expect(bad?.name).toHaveLength(64)
    expect(bad?.id).toHaveLength(128)
    const big = `data:image/png;base64,${'A'.repeat(200_000)}`
    expect(describeStandardWallet(fakeStandardWallet({ icon: big }).wallet)).not.toHaveProperty('icon')
  })
})

describe('solanaChainsOf', () => {
  it('keeps up to 16 solana:* names', () => {
    const many = Array.from({ length: 20 }, (_, i) => `solana:c${i}`)
    expect(solanaChainsOf(many)).toHaveLength(16)
    expect(solanaChainsOf(['solana:devnet', 'solana:', 7, 'eip155:1', `solana:${'x'.repeat(60)}`])).toEqual([
      'solana:devnet',
    ])
    expect(solanaChainsOf('solana:devnet')).toEqual([])
  })
})
