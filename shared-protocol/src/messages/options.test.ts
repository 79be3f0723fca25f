import { describe, expect, test } from 'vitest'
import {
  CustomWalletSchema,
  DefaultAccountTypesSchema,
  FeaturesSchema,
  MetadataSchema,
  ModalOptionsSchema,
} from './options.js'

const network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
}
const options = { projectId: 'abc', networks: [network], sdkVersion: '1.7.2', sdkType: 'appkit' }

describe('ModalOptionsSchema', () => {
  test('accepts minimal options, and an empty projectId (the modal shows its alert)', () => {
    expect(ModalOptionsSchema.safeParse(options).success).toBe(true)
    expect(ModalOptionsSchema.safeParse({ ...options, projectId: '' }).success).toBe(true)
  })

  test('accepts the full set of options', () => {
    const full = {
      ...options,
      defaultNetworkId: 'eip155:1',
      metadata: {
        name: 'Demo',
        description: 'd',
        url: 'https://demo.test',
        icons: ['https://demo.test/i.png'],
      },
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#000' },
      features: { swaps: false, socials: false, connectMethodsOrder: ['wallet', 'email', 'social'] },
      includeWalletIds: ['a'],
      excludeWalletIds: ['b'],
      featuredWalletIds: ['c'],
      customWallets: [{ id: 'mine', name: 'Mine', mobile_link: null }],
      termsConditionsUrl: 'https://demo.test/terms',
      privacyPolicyUrl: 'https://demo.test/privacy',
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      enableEmbedded: false,
      debug: true,
      siwxEnabled: false,
    }
    expect(ModalOptionsSchema.safeParse(full).success).toBe(true)
  })

  test('refuses missing or bad required fields', () => {
    expect(ModalOptionsSchema.safeParse({ ...options, networks: [] }).success).toBe(false)
    expect(ModalOptionsSchema.safeParse({ ...options, sdkVersion: undefined }).success).toBe(false)
    expect(ModalOptionsSchema.safeParse({ ...options, projectId: 'x'.repeat(129) }).success).toBe(false)
    expect(
      ModalOptionsSchema.safeParse({ ...options, themeVariables: { '--w3m-accent': 'red;}' } }).success,
    ).toBe(false)
    expect(
      ModalOptionsSchema.safeParse({ ...options, includeWalletIds: new Array(501).fill('a') }).success,
    ).toBe(false)
  })
})

describe('FeaturesSchema', () => {
  test('accepts partial features and known socials', () => {
    expect(FeaturesSchema.safeParse({}).success).toBe(true)
    expect(FeaturesSchema.safeParse({ socials: ['google', 'x'] }).success).toBe(true)
  })

  test('refuses unknown socials, orders and non-booleans', () => {
    expect(FeaturesSchema.safeParse({ socials: ['myspace'] }).success).toBe(false)
    expect(FeaturesSchema.safeParse({ socials: true }).success).toBe(false)
    expect(FeaturesSchema.safeParse({ walletFeaturesOrder: ['buy'] }).success).toBe(false)
    expect(FeaturesSchema.safeParse({ swaps: 'yes' }).success).toBe(false)
  })
})

test('MetadataSchema and CustomWalletSchema', () => {
  expect(MetadataSchema.safeParse({ name: '', description: '', url: '', icons: [] }).success).toBe(false)
  expect(
    MetadataSchema.safeParse({ name: 'a', description: '', url: '', icons: new Array(9).fill('x') }).success,
  ).toBe(false)
  expect(CustomWalletSchema.safeParse({ id: 'a', name: 'A' }).success).toBe(true)
  expect(CustomWalletSchema.safeParse({ id: '', name: 'A' }).success).toBe(false)
})

describe('defaultAccountTypes', () => {
  test('accepts an account type per namespace, any left out', () => {
    const parsed = ModalOptionsSchema.parse({ ...options, defaultAccountTypes: { eip155: 'eoa' } })
    expect(parsed.defaultAccountTypes).toEqual({ eip155: 'eoa' })
    expect(DefaultAccountTypesSchema.safeParse({}).success).toBe(true)
    expect(
      DefaultAccountTypesSchema.safeParse({ eip155: 'smartAccount', bip122: 'payment', solana: 'eoa' })
        .success,
    ).toBe(true)
  })

  test('refuses an unknown account type or namespace with an error naming the option', () => {
    const badType = ModalOptionsSchema.safeParse({ ...options, defaultAccountTypes: { eip155: 'smart' } })
    expect(badType.success).toBe(false)
    expect(badType.error?.issues[0]?.path).toEqual(['defaultAccountTypes', 'eip155'])
    expect(badType.error?.issues[0]?.message).toMatch(/eoa.*payment.*smartAccount/)
    const badNamespace = ModalOptionsSchema.safeParse({ ...options, defaultAccountTypes: { evm: 'eoa' } })
    expect(badNamespace.success).toBe(false)
    expect(badNamespace.error?.issues[0]?.message).toMatch(/evm/)
    expect(ModalOptionsSchema.safeParse({ ...options, defaultAccountTypes: 'eoa' }).success).toBe(false)
  })
})
