/**
 * Rebuilds cloud/data/wallets.json and cloud/data/wallet-images/ from wallet metadata that MIT-licensed
 * npm packages ship: `@web3-onboard/injected-wallets` (names, homepages, SVG icons),
 * `@walletconnect/mobile-registry` (deep and universal links) and `@rainbow-me/rainbowkit` (wallet
 * definitions: rdns, download links, deep-link prefixes, icons as data URIs). Run: `npm run build:wallets -w @airlock/cloud`.
 * Those packages know no WalletConnect explorer ids, so each wallet's id comes from data/explorer-ids.json
 * (slug -> explorer id) when it has one; the slug stays on the entry as an alias.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod'
import { EXPLORER_ID, SLUG_ID } from '../src/directory/wallet.js'
import { unpackPackage as unpack } from './unpackPackage.js'

const ONBOARD = '@web3-onboard/injected-wallets@2.11.3'
const RAINBOWKIT = '@rainbow-me/rainbowkit@2.2.11'
const REGISTRY = '@walletconnect/mobile-registry@1.4.0'
const dataDir = join(import.meta.dirname, '..', 'data')

/** Reverse-DNS ids the wallets announce by EIP-6963, for the ones that publish one. */
const knownRdns: Record<string, string> = {
  metamask: 'io.metamask',
  coinbase: 'com.coinbase.wallet',
  'coinbase wallet': 'com.coinbase.wallet',
  trust: 'com.trustwallet.app',
  brave: 'com.brave.wallet',
  'brave wallet': 'com.brave.wallet',
  rabby: 'io.rabby',
  'rabby wallet': 'io.rabby',
  phantom: 'app.phantom',
  zerion: 'io.zerion.wallet',
  rainbow: 'me.rainbow',
  okx: 'com.okex.wallet',
  'okx wallet': 'com.okex.wallet',
  frame: 'sh.frame',
  taho: 'xyz.taho',
  enkrypt: 'com.enkrypt',
  exodus: 'com.exodus.web3-wallet',
  zeal: 'app.zeal',
  safepal: 'com.safepal',
  'bitget wallet': 'com.bitget.web3',
}

/**
 * The wallets we carry that WalletConnect marks certified (`badge_type: 'certified'`, the badge
 * WalletGuide shows), by our slug. Source: an answer of the WalletConnect explorer's /getWallets
 * (id, name, badge_type per wallet), as quoted in public code; WalletGuide's own page could not be read
 * offline. Matched by explorer id: each slug here has that id in data/explorer-ids.json. Not every
 * certified wallet: only those in this directory. Check against WalletGuide when you rebuild.
 */
export const certifiedWallets: readonly string[] = [
  'metamask',
  'trust',
  'okx-wallet',
  'zerion',
  '1inch-wallet',
  'binance-wallet',
  'bitget-wallet',
  'bitpay',
  'crypto-com-defi-wallet',
  'imtoken',
  'ledger-live',
  'ronin-wallet',
  'safepal',
  'tokenpocket',
  'uniswap-wallet',
]

/** The explorer's badge for a wallet, by our slug. */
export const badgeOf = (own: string) => (certifiedWallets.includes(own) ? 'certified' : 'none')

const normal = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
const slug = (name: string) => normal(name).replace(/ /g, '-')

/** Reads data/explorer-ids.json: the explorer id of each wallet the explorer lists, by our slug. */
export function readExplorerIds(file = join(dataDir, 'explorer-ids.json')): Record<string, string> {
  return z
    .record(z.string().regex(SLUG_ID), z.string().regex(EXPLORER_ID))
    .parse(JSON.parse(readFileSync(file, 'utf8')))
}

/** Gives a generated entry (id = slug) its explorer id when it has one, keeping the slug as an alias. */
export function withExplorerId(
  wallet: Record<string, unknown>,
  explorerIds: Readonly<Record<string, string>>,
) {
  const { id, ...rest } = wallet
  const own = String(id)
  return { id: explorerIds[own] ?? own, slug: own, ...rest }
}

function build() {
  const explorerIds = readExplorerIds()
  const work = mkdtempSync(join(tmpdir(), 'wallet-data-'))
  try {
    const onboard = join(unpack(ONBOARD, work), 'dist')
    const registry = JSON.parse(readFileSync(join(unpack(REGISTRY, work), 'registry.json'), 'utf8')) as {
      name: string
      shortName: string
      universalLink: string
      deepLink: string
    }[]
    const labels = Object.fromEntries(
      [
        ...readFileSync(join(onboard, 'types.js'), 'utf8').matchAll(/ProviderLabel\["(\w+)"\] = "([^"]+)"/g),
      ].map((m) => [m[1], m[2]]),
    )
    const urls = Object.fromEntries(
      [
        ...readFileSync(join(onboard, 'constants.js'), 'utf8').matchAll(
          /ProviderExternalUrl\["(\w+)"\] = "([^"]+)"/g,
        ),
      ].map((m) => [m[1], m[2]]),
    )
    const source = readFileSync(join(onboard, 'wallets.js'), 'utf8')
    const wallets = new Map<string, Record<string, unknown>>()
    rmSync(join(dataDir, 'wallet-images'), { recursive: true, force: true })
    mkdirSync(join(dataDir, 'wallet-images'), { recursive: true })

    for (const block of source.split(/\nconst \w+ = \{/).slice(1)) {
      const label = labels[/label: ProviderLabel\.(\w+)/.exec(block)?.[1] ?? '']
      const icon = /import\('\.\/icons\/([\w-]+)\.js'\)/.exec(block)?.[1]
      if (!label || !icon || label === 'Detected Wallet') continue
      const svg = /export default `([\s\S]*)`;?\s*$/.exec(
        readFileSync(join(onboard, 'icons', `${icon}.js`), 'utf8'),
      )?.[1]
      if (!svg?.includes('<svg')) continue
      const imageId = createHash('sha256').update(svg).digest('hex').slice(0, 32)
      writeFileSync(join(dataDir, 'wallet-images', `${imageId}.svg`), svg)
      const externalKey = /externalUrl: ProviderExternalUrl\.(\w+)/.exec(block)?.[1]
      const name = label === 'Trust Wallet' ? 'Trust' : label
      wallets.set(normal(name), {
        id: slug(name),
        name,
        image_id: imageId,
        rdns: knownRdns[normal(name)] ?? null,
        homepage: externalKey ? (urls[externalKey] ?? null) : null,
        chains: ['eip155:1'],
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        injected: [{ namespace: 'eip155', injected_id: name }],
      })
    }

    for (const entry of registry) {
      const key = [normal(entry.shortName), normal(entry.name)].find((k) => wallets.has(k))
      const name = entry.shortName === 'Trust' ? 'Trust' : entry.name
      const wallet = wallets.get(key ?? '') ?? {
        id: slug(name),
        name,
        image_id: null,
        rdns: knownRdns[normal(name)] ?? null,
        homepage: entry.universalLink || null,
        chains: ['eip155:1'],
        desktop_link: null,
        webapp_link: null,
        injected: null,
      }
      wallet.mobile_link = entry.universalLink || entry.deepLink || null
      wallets.set(key ?? normal(name), wallet)
    }

    const rainbow = join(unpack(RAINBOWKIT, work), 'dist', 'wallets', 'walletConnectors')
    for (const file of readdirSync(rainbow).filter((f) => f.startsWith('chunk-'))) {
      const code = readFileSync(join(rainbow, file), 'utf8')
      if (!code.includes('// src/wallets/walletConnectors/')) continue
      const field = (name: string) => new RegExp(`\\b${name}: "([^"]+)"`).exec(code)?.[1]
      const name = field('name')
      const id = field('id')
      if (!name || !id || /^(injected|walletConnect|safe|ledger)$/i.test(id)) continue
      const rdns = field('rdns')
      const iconFile = /iconUrl: async \(\) => \(await import\("\.\/([\w-]+\.js)"\)\)\.default/.exec(
        code,
      )?.[1]
      const icon = iconFile
        ? /"(data:image\/[^"]+)"/.exec(readFileSync(join(rainbow, iconFile), 'utf8'))?.[1]
        : undefined
      const deepLink = /getUri: (?:\(uri\) => |async \(uri\) => )?`([^`$]+)wc\?uri=\$\{/.exec(code)?.[1]
      const key = [...wallets.keys()].find((k) => {
        const w = wallets.get(k) as Record<string, unknown>
        return (rdns && w.rdns === rdns) || k === normal(name) || k === normal(name.replace(/ Wallet$/, ''))
      })
      const wallet = (key ? wallets.get(key) : undefined) ?? {
        id: slug(name),
        name,
        image_id: null,
        rdns: rdns ?? null,
        homepage: null,
        chains: ['eip155:1'],
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        injected: null,
      }
      wallet.rdns ??= rdns ?? null
      wallet.homepage ??= field('browserExtension') ?? field('mobile') ?? field('qrCode') ?? null
      wallet.app = {
        chrome: field('chrome') ?? null,
        ios: field('ios') ?? null,
        android: field('android') ?? null,
      }
      if (!wallet.mobile_link && deepLink) wallet.mobile_link = deepLink
      if (!wallet.image_id && icon) {
        const svg = decodeURIComponent(icon.replace(/^data:image\/svg\+xml,/, ''))
        if (icon.startsWith('data:image/svg+xml,') && svg.includes('<svg')) {
          const imageId = createHash('sha256').update(svg).digest('hex').slice(0, 32)
          writeFileSync(join(dataDir, 'wallet-images', `${imageId}.svg`), svg)
          wallet.image_id = imageId
        }
      }
      wallets.set(key ?? normal(name), wallet)
    }

    // Network images for /public/getAssetImage/{id}: RainbowKit's chain icons, named by network. The
    // folder also holds buildImageData.ts's images and drawn ones, so it is written over, not emptied.
    const chainIcons = join(rainbow, '..', '..')
    mkdirSync(join(dataDir, 'asset-images'), { recursive: true })
    for (const file of readdirSync(chainIcons).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(join(chainIcons, file), 'utf8')
      const chain = /\/\/ src\/components\/RainbowKitProvider\/chainIcons\/([a-z]+)\.svg/.exec(code)?.[1]
      const icon = /"data:image\/svg\+xml,([^"]+)"/.exec(code)?.[1]
      if (!chain || !icon) continue
      writeFileSync(join(dataDir, 'asset-images', `${chain}.svg`), decodeURIComponent(icon))
    }

    // The directory lists the most used wallets first, the way the hosted explorer ranks them.
    const popular = [
      'metamask',
      'trust',
      'coinbase wallet',
      'rainbow',
      'phantom',
      'rabby wallet',
      'okx wallet',
      'zerion',
      'brave wallet',
      'exodus',
    ]
    const rank = (w: Record<string, unknown>) => {
      const i = popular.indexOf(normal(String(w.name)))
      return i === -1 ? popular.length : i
    }
    const list = [...wallets.values()]
      .sort((a, b) => rank(a) - rank(b) || String(a.name).localeCompare(String(b.name)))
      .map((wallet, index) => ({
        ...withExplorerId(wallet, explorerIds),
        order: index + 1,
        badge_type: badgeOf(String(wallet.id)),
      }))
    writeFileSync(
      join(dataDir, 'wallets.json'),
      `${JSON.stringify({ source: [ONBOARD, REGISTRY, RAINBOWKIT], wallets: list }, null, 1)}\n`,
    )
    console.log(
      `wrote ${list.length} wallets, ${list.filter((w) => (w as { image_id?: unknown }).image_id).length} with icons, ${list.filter((w) => w.id !== w.slug).length} with explorer ids`,
    )
    const unused = Object.keys(explorerIds).filter((own) => !list.some((w) => w.slug === own))
    if (unused.length)
      console.warn(`explorer-ids.json names wallets the sources no longer have: ${unused.join(', ')}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

// Builds only when run as a script, so tests can import the helpers above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) build()
