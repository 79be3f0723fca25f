import { readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
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
]

function standInsReached(entries: string[]): Reached[] {
  return reachedModules(entries.map(at)).filter(({ module }) => {
    if (standInPackages.some((name) => module === name || module.startsWith(`${name}/`))) return true
    return relative(root, module).split(sep).join('/').startsWith('dev-cloud/')
  })
}

const chains = (found: Reached[]) =>
  found.map(({ via }) => via.map((file) => relative(root, file) || file).join(' -> '))

describe('production entries', () => {
  it('reach no dev stand-in', () => {
    expect(chains(standInsReached(productionEntries))).toEqual([])
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
    ])
  })
})
