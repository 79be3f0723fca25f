import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadDirectory } from './loadDirectory.js'
import { syntheticWallets } from './syntheticWallets.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const entry = (id: string, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: id.toUpperCase(),
  image_id: null,
  rdns: null,
  homepage: null,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  order,
  ...extra,
})

function dataDir(content: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'directory-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'wallet-images'))
  writeFileSync(join(dir, 'wallets.json'), JSON.stringify(content))
  return dir
}

describe('loadDirectory', () => {
  it('loads the real data shipped with the cloud', () => {
    const directory = loadDirectory()
    expect(directory.wallets.length).toBeGreaterThan(100)
    expect(directory.wallets.some((w) => w.synthetic)).toBe(false)
  })

  it('gives the shipped wallets their WalletConnect explorer ids, the old slug kept beside', () => {
    const { wallets } = loadDirectory()
    const byslug = new Map(wallets.map((w) => [w.slug, w.id]))
    expect(byslug.get('metamask')).toBe('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96')
    expect(byslug.get('trust')).toBe('4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0')
    expect(byslug.get('coinbase-wallet')).toBe(
      'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    )
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length)
    expect(new Set(wallets.map((w) => w.slug)).size).toBe(wallets.length)
    expect(wallets.filter((w) => /^[a-f0-9]{64}$/.test(w.id)).length).toBeGreaterThan(60)
  })

  it('accepts both id forms and refuses anything else', () => {
    const explorer = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
    const ok = loadDirectory(
      dataDir({ wallets: [entry(explorer, 1, { slug: 'metamask' }), entry('airlock-dev-wallet', 2)] }),
    )
    expect(ok.wallets.map((w) => w.id)).toEqual([explorer, 'airlock-dev-wallet'])
    expect(() => loadDirectory(dataDir({ wallets: [entry('Not An Id', 1)] }))).toThrow()
    expect(() => loadDirectory(dataDir({ wallets: [entry('a', 1, { slug: 'UPPER' })] }))).toThrow()
  })

  it("imports an explorer export ({ listings }) ordered by the explorer's order", () => {
    const directory = loadDirectory(dataDir({ listings: { b: entry('b', 2), a: entry('a', 1) } }))
    expect(directory.wallets.map((w) => w.id)).toEqual(['a', 'b'])
  })

  it('never serves synthetic entries from a data file, only when a test adds them', () => {
    const dir = dataDir({ wallets: [entry('real', 1), entry('fake', 2, { synthetic: true })] })
    expect(loadDirectory(dir).wallets.map((w) => w.id)).toEqual(['real'])
    expect(loadDirectory(dir, syntheticWallets(3)).wallets.map((w) => w.id)).toEqual([
      'real',
      'synthetic-0001',
      'synthetic-0002',
      'synthetic-0003',
    ])
  })

  it('refuses a malformed file and image ids that could escape the folder', () => {
    expect(() => loadDirectory(dataDir({ wallets: [{ id: '../x' }] }))).toThrow()
    expect(loadDirectory(dataDir({ wallets: [] })).imagePath('../../etc/passwd')).toBeUndefined()
  })
})
