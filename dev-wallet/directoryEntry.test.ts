import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DirectoryWalletSchema } from '../cloud/src/directory/wallet.js'
import { loadDirectory } from '../cloud/src/index.js'
import { devWalletEntry } from './directoryEntry.js'

describe('devWalletEntry', () => {
  const entry = devWalletEntry('http://devwallet.localhost:5176')

  it('is a valid directory wallet whose icon the cloud serves', () => {
    expect(DirectoryWalletSchema.parse(entry)).toMatchObject({ id: 'airlock-dev-wallet' })
    const directory = loadDirectory(undefined, [entry])
    const path = directory.imagePath(entry.image_id as string)
    expect(path && existsSync(path)).toBe(true)
    expect(path).toBe(
      join(import.meta.dirname, '..', 'cloud', 'data', 'wallet-images', `${entry.image_id}.svg`),
    )
  })

  it('comes first in the directory by default, on the devnet only, opened by its web link', () => {
    const directory = loadDirectory(undefined, [entry])
    expect(directory.wallets[0]?.name).toBe('Airlock Dev Wallet')
    expect(entry).toMatchObject({ chains: ['eip155:31337'], webapp_link: 'http://devwallet.localhost:5176' })
    expect(loadDirectory(undefined, [devWalletEntry('http://x', 5000)]).wallets[0]?.id).not.toBe(
      'airlock-dev-wallet',
    )
  })
})
