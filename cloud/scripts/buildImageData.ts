/**
 * Writes the token, currency, network and provider images the modal shows (served by
 * `/public/getTokenImage/{id}`, `/public/getCurrencyImage/{id}` and `/public/getAssetImage/{id}`)
 * from artwork that npm packages ship under licences that allow it:
 * `cryptocurrency-icons` (CC0-1.0) for tokens, `flag-icons` (MIT) for fiat currencies and
 * `@web3icons/core` (MIT) for the Solana network and Coinbase. The images no package has (the
 * devnet's ZERO token, the Anvil network, Meld) are drawn for this project and kept as they are.
 * Run: `npm run build:images -w @airlock/cloud` (after build:wallets, which writes asset-images too).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unpackPackage } from './unpackPackage.js'

const CRYPTO_ICONS = 'cryptocurrency-icons@0.18.1'
const FLAG_ICONS = 'flag-icons@7.5.0'
const WEB3_ICONS = '@web3icons/core@4.0.56'
const dataDir = join(import.meta.dirname, '..', 'data')

/** [package, file inside it, where it goes under data/]. */
const images: [string, string, string][] = [
  ...['eth', 'sol', 'usdc', 'dai'].map((t): [string, string, string] => [
    CRYPTO_ICONS,
    `svg/color/${t}.svg`,
    `token-images/${t}.svg`,
  ]),
  [FLAG_ICONS, 'flags/1x1/us.svg', 'currency-images/usd.svg'],
  [FLAG_ICONS, 'flags/1x1/eu.svg', 'currency-images/eur.svg'],
  [WEB3_ICONS, 'dist/svgs/networks/background/solana.svg.js', 'asset-images/solana.svg'],
  [WEB3_ICONS, 'dist/svgs/exchanges/background/coinbase.svg.js', 'asset-images/coinbase.svg'],
]

/** The SVG text of a file: web3icons ships each one as a module exporting it as a string. */
function svgOf(path: string): string {
  const text = readFileSync(path, 'utf8')
  if (!path.endsWith('.js')) return `${text.trim()}\n`
  const literal = /=\s*\n?\s*('(?:[^'\\]|\\.)*')/.exec(text)?.[1]
  if (!literal) throw new Error(`no SVG string in ${path}`)
  const svg = JSON.parse(`"${literal.slice(1, -1).replace(/"/g, '\\"').replace(/\\'/g, "'")}"`) as string
  return `${svg.trim()}\n`
}

function build() {
  const work = mkdtempSync(join(tmpdir(), 'image-data-'))
  try {
    const unpacked = new Map<string, string>()
    for (const [spec, file, target] of images) {
      if (!unpacked.has(spec)) unpacked.set(spec, unpackPackage(spec, work))
      const svg = svgOf(join(unpacked.get(spec) as string, file))
      if (!svg.startsWith('<svg') || !svg.trimEnd().endsWith('</svg>')) throw new Error(`not an SVG: ${file}`)
      writeFileSync(join(dataDir, target), svg)
    }
    console.log(`wrote ${images.length} images from ${[...unpacked.keys()].join(', ')}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

build()
