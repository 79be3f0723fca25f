import { describe, expect, test } from 'vitest'
import {
  HostWalletListSchema,
  HostWalletSchema,
  MAX_WALLET_ICON_LENGTH,
  WalletEventSchema,
} from './wallet.js'

const wallet = {
  id: 'io.metamask',
  name: 'MetaMask',
  icon: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  rdns: 'io.metamask',
  type: 'ANNOUNCED',
} as const

describe('HostWalletSchema', () => {
  test('accepts an announced wallet with an image data URI icon', () => {
    expect(HostWalletSchema.parse(wallet)).toEqual(wallet)
    for (const icon of [
      'data:image/png;base64,AAAA',
      'data:image/jpeg,xx',
      'data:image/webp;base64,A',
      'data:image/gif,x',
    ]) {
      expect(HostWalletSchema.safeParse({ ...wallet, icon }).success).toBe(true)
    }
    expect(HostWalletSchema.safeParse({ id: 'legacy', name: 'Injected', type: 'INJECTED' }).success).toBe(
      true,
    )
  })

  test.each([
    'https://evil.test/icon.png',
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml',
    ' data:image/png;base64,AAAA',
    'DATA:image/png;base64,AAAA',
  ])('refuses the icon %j', (icon) => {
    const result = HostWalletSchema.safeParse({ ...wallet, icon })
    expect(result.success).toBe(false)
  })

  test('refuses an oversized icon', () => {
    const icon = `data:image/png;base64,${'A'.repeat(MAX_WALLET_ICON_LENGTH)}`
    expect(HostWalletSchema.safeParse({ ...wallet, icon }).success).toBe(false)
  })

  test('says why an icon is refused', () => {
    const result = HostWalletSchema.safeParse({ ...wallet, icon: 'https://x.test/a.png' })
    expect(result.error?.issues[0]?.message).toBe('Wallet icon must be an image data URI')
  })

  test('refuses bad ids, names and types', () => {
    expect(HostWalletSchema.safeParse({ ...wallet, id: '' }).success).toBe(false)
    expect(HostWalletSchema.safeParse({ ...wallet, name: 'x'.repeat(65) }).success).toBe(false)
    expect(HostWalletSchema.safeParse({ ...wallet, type: 'WALLET_CONNECT' }).success).toBe(false)
    expect(HostWalletSchema.safeParse({ ...wallet, rdns: 'x'.repeat(129) }).success).toBe(false)
  })

  test('the list holds at most 64 wallets', () => {
    expect(HostWalletListSchema.safeParse(Array.from({ length: 64 }, () => wallet)).success).toBe(true)
    expect(HostWalletListSchema.safeParse(Array.from({ length: 65 }, () => wallet)).success).toBe(false)
  })
})

describe('WalletEventSchema', () => {
  test('accepts the three EIP-1193 events', () => {
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) {
      expect(WalletEventSchema.safeParse({ walletId: 'io.metamask', event, data: null }).success).toBe(true)
    }
  })

  test('refuses other events and a missing wallet id', () => {
    expect(
      WalletEventSchema.safeParse({ walletId: 'io.metamask', event: 'message', data: null }).success,
    ).toBe(false)
    expect(WalletEventSchema.safeParse({ walletId: '', event: 'disconnect', data: null }).success).toBe(false)
  })
})
