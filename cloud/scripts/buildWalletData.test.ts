import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readExplorerIds, withExplorerId } from './buildWalletData.js'

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
