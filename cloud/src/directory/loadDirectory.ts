import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DirectoryFileSchema, type DirectoryWallet } from './wallet.js'

export const defaultDataDir = join(import.meta.dirname, '..', '..', 'data')

export interface Directory {
  wallets: DirectoryWallet[]
  imagePath(imageId: string, folder?: ImageFolder): string | undefined
}

/** Where each image route's blobs live under the data folder. */
export type ImageFolder = 'wallet-images' | 'asset-images' | 'currency-images' | 'token-images'

// Letters, digits and dashes only: nothing that can leave the folder.
const IMAGE_ID = /^[a-z0-9-]{1,64}$/i

/**
 * Loads the wallet list once at start. The file may be our generated one or an explorer JSON
 * export (`{ wallets: [...] }` or `{ listings: { id: {...} } }`), so a deployment can load the full list.
 */
export function loadDirectory(dataDir = defaultDataDir, extra: DirectoryWallet[] = []): Directory {
  const raw = JSON.parse(readFileSync(join(dataDir, 'wallets.json'), 'utf8')) as Record<string, unknown>
  const listings = raw.listings as Record<string, unknown> | undefined
  const file = DirectoryFileSchema.parse(listings ? { wallets: Object.values(listings) } : raw)
  // Synthetic entries only arrive through `extra` (tests, benchmarks), never from a data file.
  const wallets = [...file.wallets.filter((wallet) => !wallet.synthetic), ...extra].sort(
    (a, b) => a.order - b.order,
  )
  return {
    wallets,
    imagePath(imageId, folder = 'wallet-images') {
      if (!IMAGE_ID.test(imageId)) return undefined
      // Token and currency images are asked for by symbol or code ('ETH', 'USD'); files are lower case.
      for (const id of new Set([imageId, imageId.toLowerCase()]))
        for (const ext of ['svg', 'png', 'webp']) {
          const path = join(dataDir, folder, `${id}.${ext}`)
          if (existsSync(path)) return path
        }
      return undefined
    },
  }
}
