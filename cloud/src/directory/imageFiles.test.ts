import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { plannedDevnet } from '@airlock/dev-cloud'
import { describe, expect, it } from 'vitest'
import { FIAT_CURRENCIES, PROVIDERS } from '../onramp/onrampCatalog.js'
import { defaultDataDir, type ImageFolder, loadDirectory } from './loadDirectory.js'

const folders: ImageFolder[] = ['wallet-images', 'asset-images', 'currency-images', 'token-images']

/**
 * A browser draws an SVG served as image/svg+xml only when it is well-formed XML: a blank line
 * before `<?xml` is enough for a broken-image icon, though the file is served with 200.
 */
describe('shipped SVG images', () => {
  for (const folder of folders) {
    it(`${folder}: no SVG has anything before its XML declaration`, () => {
      const bad = readdirSync(join(defaultDataDir, folder))
        .filter((file) => file.endsWith('.svg'))
        .filter((file) => {
          const text = readFileSync(join(defaultDataDir, folder, file), 'utf8')
          // Whitespace may come before the root element, never before the XML declaration.
          const declaration = text.indexOf('<?xml')
          return declaration > 0 || !/<svg[\s>]/.test(text) || !/<\/svg>\s*$/.test(text)
        })
      expect(bad).toEqual([])
    })
  }

  // Issue 36: Buy showed a letter on a disc for Solana, ETH and the providers. Artwork draws its
  // mark; a glyph of the system font is a monogram, whatever colour the disc.
  for (const folder of ['asset-images', 'currency-images', 'token-images'] as const) {
    it(`${folder}: every image is artwork, none a letter set in a font`, () => {
      const lettered = readdirSync(join(defaultDataDir, folder)).filter((file) =>
        /<text[\s>]/.test(readFileSync(join(defaultDataDir, folder, file), 'utf8')),
      )
      expect(lettered).toEqual([])
    })
  }
})

describe('the images the modal asks the cloud for', () => {
  const directory = loadDirectory()
  const missing = (folder: ImageFolder, ids: readonly string[]) =>
    ids.filter((id) => directory.imagePath(id, folder) === undefined)

  it('has every devnet token, the native tokens and the on-ramp currencies, by symbol in any case', () => {
    const symbols = [...plannedDevnet().tokens.map((t) => t.symbol), 'ETH', 'SOL']
    expect(missing('token-images', symbols)).toEqual([])
    expect(
      missing(
        'token-images',
        symbols.map((s) => s.toLowerCase()),
      ),
    ).toEqual([])
    expect(
      missing(
        'currency-images',
        FIAT_CURRENCIES.map((c) => c.id),
      ),
    ).toEqual([])
  })

  it("has the on-ramp providers' logos and the Anvil and Solana networks' images", () => {
    expect(missing('asset-images', [...PROVIDERS.map((p) => p.imageId), 'anvil', 'solana'])).toEqual([])
  })
})
