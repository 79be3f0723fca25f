import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { badgeOf, certifiedWallets, readExplorerIds, withExplorerId } from './buildWalletData.js'

const dataDir = join(import.meta.dirname, '..', 'data')

describe('buildWalletData explorer ids', () => {
  const explorerIds = readExplorerIds()

  it('gives a wallet its explorer id and keeps the slug as an alias; an unlisted wallet keeps its slug', () => {
    const metamask = withExplorerId({ id: 'metamask', name: 'MetaMask' }, explorerIds)
    expect(metamask).toEqual({ id: explorerIds.metamask, slug: 'metamask', name: 'MetaMask' })
    expect(Object.keys(metamask).slice(0, 2)).toEqual(['id', 'slug'])
    expect(withExplorerId({ id: 'bitkeep', name: 'BitKeep' }, explorerIds)).toMatchObject({
      id: 'bitkeep',
      slug: 'bitkeep',
    })
  })

  it('the committed map is what wallets.json carries, so a rebuild loses no explorer id', () => {
    const { wallets } = JSON.parse(readFileSync(join(dataDir, 'wallets.json'), 'utf8')) as {
      wallets: { id: string; slug: string }[]
    }
    const fromFile = Object.fromEntries(wallets.filter((w) => w.id !== w.slug).map((w) => [w.slug, w.id]))
    expect(fromFile).toEqual(explorerIds)
    expect(new Set(Object.values(explorerIds)).size).toBe(Object.keys(explorerIds).length)
  })
})

describe('buildWalletData certified wallets', () => {
  const { wallets } = JSON.parse(readFileSync(join(dataDir, 'wallets.json'), 'utf8')) as {
    wallets: { id: string; slug: string; badge_type: string }[]
  }

  it("names only wallets the explorer knows by id, so the badge is the explorer's, not ours", () => {
    const explorerIds = readExplorerIds()
    expect(certifiedWallets.length).toBeGreaterThanOrEqual(10)
    for (const own of certifiedWallets) expect(explorerIds[own], own).toMatch(/^[a-f0-9]{64}$/)
    expect(badgeOf('metamask')).toBe('certified')
    expect(badgeOf('rainbow')).toBe('none')
  })

  it('wallets.json carries exactly that list, so a rebuild keeps every badge', () => {
    const marked = wallets.filter((w) => w.badge_type === 'certified').map((w) => w.slug)
    expect(marked.sort()).toEqual([...certifiedWallets].sort())
    expect(wallets.every((w) => w.badge_type === badgeOf(w.slug))).toBe(true)
  })
})
