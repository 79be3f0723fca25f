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
