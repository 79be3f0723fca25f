import { expect, test } from 'vitest'
import { FeaturesSchema } from '../messages/options.js'
import {
  connectMethodsOrderWithInjected,
  DEFAULT_BORDER_RADIUS_MASTER,
  DEFAULT_CHAIN,
  DEFAULT_FONT_SIZE_MASTER,
  DEFAULT_LOG_LEVEL,
  DEFAULT_MODAL_WIDTH,
  DEFAULT_THEME_MODE,
  DEFAULT_Z_INDEX,
  defaultFeatures,
  restrictedTimezones,
  SDK_VERSION,
  SECURE_SITE_SDK_VERSION,
  socialProviders,
  telegramSocialRestrictions,
} from './defaults.js'

test('scalar defaults', () => {
  expect(SDK_VERSION).toBe('1.7.2')
  expect(DEFAULT_CHAIN).toBe('eip155:1')
  expect(DEFAULT_MODAL_WIDTH).toBe(360)
  expect(DEFAULT_Z_INDEX).toBe(999)
  expect(DEFAULT_FONT_SIZE_MASTER).toBe('10px')
  expect(DEFAULT_BORDER_RADIUS_MASTER).toBe('4px')
  expect(DEFAULT_THEME_MODE).toBe('dark')
  expect(DEFAULT_LOG_LEVEL).toBe('error')
  expect(SECURE_SITE_SDK_VERSION).toBe(4)
})

test('feature defaults are on/off as the spec says and pass the options schema', () => {
  for (const on of [
    'swaps',
    'onramp',
    'receive',
    'send',
    'email',
    'history',
    'analytics',
    'allWallets',
  ] as const) {
    expect(defaultFeatures[on]).toBe(true)
  }
  for (const off of ['legalCheckbox', 'smartSessions', 'collapseWallets'] as const) {
    expect(defaultFeatures[off]).toBe(false)
  }
  expect(defaultFeatures.socials).toEqual([
    'google',
    'x',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
  ])
  expect(defaultFeatures.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
  expect(defaultFeatures.connectorTypeOrder).toEqual([
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ])
  expect(defaultFeatures.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
  expect(connectMethodsOrderWithInjected).toEqual(['wallet', 'email', 'social'])
  expect(FeaturesSchema.safeParse(defaultFeatures).success).toBe(true)
})

test('socials', () => {
  // Telegram is known but opt-in: the spec's default social logins leave it out.
  expect(socialProviders.filter((name) => name !== 'telegram').sort()).toEqual(
    [...defaultFeatures.socials].sort(),
  )
  expect(telegramSocialRestrictions).toEqual({ ios: ['google'], mac: ['x'], android: ['facebook', 'x'] })
})

test('restricted timezones', () => {
  expect(restrictedTimezones).toHaveLength(9)
  expect(restrictedTimezones).toContain('Asia/Shanghai')
  expect(restrictedTimezones).toContain('Asia/Hong_Kong')
})
