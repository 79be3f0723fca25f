import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultDataDir } from './loadDirectory.js'

const folders = ['wallet-images', 'asset-images', 'currency-images', 'token-images']

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
})
