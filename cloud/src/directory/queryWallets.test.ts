import { WalletQuerySchema } from '@airlock/shared-protocol/cloud-api'
import { describe, expect, it } from 'vitest'
import { loadDirectory } from './loadDirectory.js'
import { queryWallets } from './queryWallets.js'
import type { DirectoryWallet } from './wallet.js'

const wallet = (id: string, name: string, chains = ['eip155:1']): DirectoryWallet => ({
  id,
  name,
  image_id: null,
  rdns: null,
  homepage: null,
  chains,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  order: 0,
  badge_type: 'none',
})
const wallets = Array.from({ length: 95 }, (_, i) =>
  wallet(`w${i}`, `Wallet ${i}`, i % 2 ? ['eip155:1'] : ['solana:x']),
)
const q = (params: Record<string, string>) => WalletQuerySchema.parse(params)

describe('queryWallets', () => {
  it('pages 40 by default and reports the total count', () => {
    expect(queryWallets(wallets, q({})).data).toHaveLength(40)
    expect(queryWallets(wallets, q({ page: '3' }))).toMatchObject({ count: 95, data: { length: 15 } })
    expect(queryWallets(wallets, q({ page: '4' })).data).toEqual([])
  })

  it('searches names case-insensitively after trimming', () => {
    expect(queryWallets(wallets, q({ search: '  wallet 9 ' })).data.map((w) => w.id)).toEqual(
      expect.arrayContaining(['w9', 'w90', 'w94']),
    )
    expect(queryWallets(wallets, q({ search: 'WALLET 94' })).count).toBe(1)
  })

  it('applies include, exclude and chains', () => {
    expect(queryWallets(wallets, q({ include: 'w1,w2,w3', exclude: 'w2' })).data.map((w) => w.id)).toEqual([
      'w1',
      'w3',
    ])
    expect(queryWallets(wallets, q({ chains: 'solana:x' })).count).toBe(48)
  })

  it('answers to explorer ids and to the old slugs in include and exclude', () => {
    const metamask = {
      ...wallet('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', 'MetaMask'),
      slug: 'metamask',
    }
    const dev = wallet('airlock-dev-wallet', 'Airlock Dev Wallet')
    const list = [metamask, dev, ...wallets]
    const ids = (params: Record<string, string>) => queryWallets(list, q(params)).data.map((w) => w.id)
    expect(ids({ include: `${metamask.id},airlock-dev-wallet` })).toEqual([metamask.id, 'airlock-dev-wallet'])
    expect(ids({ include: 'metamask' })).toEqual([metamask.id])
    expect(ids({ include: 'metamask,w1', exclude: metamask.id })).toEqual(['w1'])
    expect(ids({ include: `${metamask.id},w1`, exclude: 'metamask' })).toEqual(['w1'])
  })

  it('filters by chains: any EVM chain for EVM wallets, other namespaces exactly', () => {
    expect(queryWallets(wallets, q({ chains: 'eip155:31337' })).count).toBe(47)
    expect(queryWallets(wallets, q({ chains: 'eip155:31337,solana:x' })).count).toBe(95)
    expect(queryWallets(wallets, q({ chains: 'solana:y' })).count).toBe(0)
  })

  it('filters by badge_type', () => {
    const certified = { ...wallet('c1', 'Certified'), badge_type: 'certified' as const }
    expect(queryWallets([certified, ...wallets], q({ badge_type: 'certified' })).data).toEqual([certified])
    expect(queryWallets([certified, ...wallets], q({ badge_type: 'none' })).count).toBe(95)
  })

  it('serves the shipped certified wallets with their badge, with a search and chains too', () => {
    const shipped = loadDirectory().wallets
    const certified = queryWallets(shipped, q({ badge_type: 'certified', entries: '100' }))
    expect(certified.count).toBeGreaterThanOrEqual(10)
    expect(certified.count).toBeLessThan(shipped.length / 4)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect(certified.data.map((w) => w.name)).toEqual(expect.arrayContaining(['MetaMask', 'Trust']))
    const search = queryWallets(shipped, q({ badge_type: 'certified', search: 'wallet', chains: 'eip155:1' }))
    expect(search.count).toBeGreaterThan(1)
    expect(search.data.every((w) => w.badge_type === 'certified' && /wallet/i.test(w.name))).toBe(true)
    expect(queryWallets(shipped, q({ search: 'rainbow', badge_type: 'certified' })).count).toBe(0)
  })

  it('refuses bad parameters', () => {
    expect(WalletQuerySchema.safeParse({ page: '0' }).success).toBe(false)
    expect(WalletQuerySchema.safeParse({ entries: '1000' }).success).toBe(false)
    expect(WalletQuerySchema.safeParse({ page: 'abc' }).success).toBe(false)
    expect(WalletQuerySchema.safeParse({ badge_type: 'gold' }).success).toBe(false)
  })
})
