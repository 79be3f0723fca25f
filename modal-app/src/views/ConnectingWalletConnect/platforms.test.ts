import { describe, expect, it } from 'vitest'
import { platformLink, walletPlatforms } from './platforms.js'

const links = {
  mobile_link: 'metamask://',
  desktop_link: 'ledgerlive://',
  webapp_link: 'https://wallet.example/app',
}

describe('walletPlatforms', () => {
  it('offers every platform a wallet has links for, the phone app first', () => {
    expect(walletPlatforms(links, false)).toEqual(['mobile', 'desktop', 'web'])
    expect(walletPlatforms({ webapp_link: links.webapp_link }, false)).toEqual(['web'])
    expect(walletPlatforms({ desktop_link: links.desktop_link, webapp_link: null }, false)).toEqual([
      'desktop',
    ])
  })

  it('leaves the desktop app out on a phone', () => {
    expect(walletPlatforms(links, true)).toEqual(['mobile', 'web'])
    expect(walletPlatforms({ desktop_link: links.desktop_link }, true)).toEqual(['mobile'])
  })

  it('falls back to the QR code for no wallet or a wallet without links', () => {
    expect(walletPlatforms(undefined, false)).toEqual(['mobile'])
    expect(walletPlatforms({ mobile_link: null, desktop_link: null, webapp_link: null }, false)).toEqual([
      'mobile',
    ])
  })
})

describe('platformLink', () => {
  const wallet = { id: 'w', name: 'W', ...links }
  it('gives the app link of each platform; the mobile app only on a phone, where there is no QR', () => {
    expect(platformLink(wallet, 'desktop', false)).toBe('ledgerlive://')
    expect(platformLink(wallet, 'web', false)).toBe('https://wallet.example/app')
    expect(platformLink(wallet, 'mobile', false)).toBeUndefined()
    expect(platformLink(wallet, 'mobile', true)).toBe('metamask://')
  })
})
