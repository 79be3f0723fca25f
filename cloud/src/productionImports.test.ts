import { readFileSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Reached, reachedModules } from './testing/importGraph.js'

const root = join(import.meta.dirname, '..', '..')
const at = (path: string) => join(root, path)

/**
 * What production processes load: the `airlock-cloud` bin, the package's entry, and what
 * `npm run serve -- api` / `-- relay` and the cluster's node processes start (the cloud and relay
 * nodes, the wallet service). None may reach a dev stand-in (@airlock/dev-cloud, with the local
 * Solana node) or a package only a stand-in needs.
 */
const productionEntries = [
  'cloud/src/main.ts',
  'cloud/src/index.ts',
  'cloud/src/standaloneCloud.ts',
  'cloud/src/relay/relayNode.ts',
  'cloud/src/walletService.ts',
  'scripts/clusterNode.ts',
]

/**
 * The walk lists packages without entering them, so @airlock/node-kit (production code the cloud and
 * the stand-ins both import) is walked from each of its own entries: a stand-in it reached would
 * reach every production process through it.
 */
const nodeKitEntries = Object.values(
  (JSON.parse(readFileSync(at('node-kit/package.json'), 'utf8')) as { exports: Record<string, string> })
    .exports,
).map((file) => join('node-kit', file))

const standInPackages = [
  '@airlock/dev-cloud',
  'oidc-provider',
  'smtp-server',
  'mailparser',
  '@foundry-rs/anvil',
  'litesvm',
  // The devnet's ERC-4337 parts: the bundler, the contracts' builds, the compiler that makes builds.
  '@pimlico/alto',
  '@account-abstraction/contracts',
  'permissionless',
  'solc',
]

function standInsReached(entries: string[]): Reached[] {
  return reachedModules(entries.map(at)).filter(({ module }) => {
    if (standInPackages.some((name) => module === name || module.startsWith(`${name}/`))) return true
    return relative(root, module).split(sep).join('/').startsWith('dev-cloud/')
  })
}

/**
 * What only the on-ramp's sandbox checkout holds (now @airlock/dev-cloud/onramp-sandbox): Stripe's test
 * cards, the anvil writes that refill the treasury, the devnet treasury's public key, the page's label.
 */
const sandboxMarks = [
  /4242 ?4242 ?4242 ?4242|4000 ?0000 ?0000 ?0002|4000 ?0000 ?0000 ?9995/,
  /anvil_set(Balance|StorageAt)/,
  /Sandbox — test cards only/,
  /dd7d781d1aaf24091efa17ab8b1825582a479f3f5be01c2153961bb455c0a1ea/i,
]

/**
 * The sandbox reached from `entries` wherever it sits: a file holding one of its marks (the old
 * cloud/src/onramp/testCards.ts, checkoutPage.ts, fundTreasury.ts... brought back or copied), or a
 * relative import that resolves to no file (an import of one of those old paths).
 */
function sandboxReached(entries: string[]): string[] {
  return reachedModules(entries.map(at)).flatMap(({ module, via }) => {
    const chain = via.map((file) => relative(root, file) || file).join(' -> ')
    if (module.startsWith('.')) return [`${chain} (no such file)`]
    if (!isAbsolute(module)) return []
    const text = readFileSync(module, 'utf8')
    const mark = sandboxMarks.find((pattern) => pattern.test(text))
    return mark ? [`${chain} (${mark.source})`] : []
  })
}

const chains = (found: Reached[]) =>
  found.map(({ via }) => via.map((file) => relative(root, file) || file).join(' -> '))

describe('production entries', () => {
  it('reach no dev stand-in', () => {
    expect(chains(standInsReached(productionEntries))).toEqual([])
  })

  it("reach none of the on-ramp's sandbox checkout (test cards, anvil refills, the devnet key)", () => {
    expect(sandboxReached(productionEntries)).toEqual([])
  })

  it('would see the sandbox checkout: its own files hold its marks', () => {
    const found = sandboxReached(['dev-cloud/src/onramp/sandbox/index.ts'])
    for (const file of ['testCards.ts', 'fundTreasury.ts', 'devnetTreasuryKey.ts', 'checkoutPage.ts'])
      expect(found.some((chain) => chain.includes(`/sandbox/${file} (`))).toBe(true)
  })

  it("are the cloud package's, which depends on no stand-in's package (the Solana node's litesvm is dev-cloud's)", () => {
    for (const manifest of ['cloud/package.json', 'node-kit/package.json']) {
      const { dependencies } = JSON.parse(readFileSync(at(manifest), 'utf8')) as {
        dependencies: Record<string, string>
      }
      expect(
        standInPackages.filter((name) => name in dependencies),
        manifest,
      ).toEqual([])
    }
  })

  it('reach @airlock/node-kit, whose every entry reaches no dev stand-in either', () => {
    expect(nodeKitEntries).toContain('node-kit/src/index.ts')
    expect(chains(standInsReached(nodeKitEntries))).toEqual([])
    expect(chains(reachedModules(productionEntries.map(at)))).toContainEqual(
      expect.stringMatching(/ -> @airlock\/node-kit$/),
    )
  })

  it('are walked through static and dynamic imports (the development composition is reached)', () => {
    // scripts/serve.ts loads the stand-ins only with a development configuration: the walk sees them.
    const found = chains(standInsReached(['scripts/serve.ts']))
    expect(found).toContain('scripts/serve.ts -> @airlock/dev-cloud')
    // The dev chains (anvil, the Solana node) are behind an `import()` of a local file, then the package.
    expect(chains(reachedModules([at('scripts/serve.ts')]))).toContain(
      'scripts/serve.ts -> scripts/devChains.ts',
    )
    expect(chains(standInsReached(['scripts/devChains.ts']))).toEqual([
      'scripts/devChains.ts -> @airlock/dev-cloud',
      'scripts/devChains.ts -> @airlock/dev-cloud/onramp-sandbox',
    ])
  })
})
