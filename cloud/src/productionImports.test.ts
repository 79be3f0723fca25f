import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Reached, reachedModules } from './testing/importGraph.js'

const root = join(import.meta.dirname, '..', '..')
const at = (path: string) => join(root, path)

/**
 * What production processes load: the `airlock-cloud` bin, the package's entry, and what
 * `npm run serve -- api` / `-- relay` and the cluster's node processes start (the cloud and relay
 * nodes, the wallet service). None may reach a dev stand-in (@airlock/dev-cloud, the local Solana
 * node) or a package only a stand-in needs.
 */
const productionEntries = [
  'cloud/src/main.ts',
  'cloud/src/index.ts',
  'cloud/src/standaloneCloud.ts',
  'cloud/src/relay/relayNode.ts',
  'cloud/src/walletService.ts',
  'scripts/clusterNode.ts',
]

const standInPackages = [
  '@airlock/dev-cloud',
  'oidc-provider',
  'smtp-server',
  'mailparser',
  '@foundry-rs/anvil',
  'litesvm',
]
// The local Solana node still lives in cloud/src/solana/ (its move to dev-cloud is next); the byte
// limits there are the RPC proxy's as well.
const sharedSolanaFiles = new Set(['cloud/src/solana/rpcBodyLimits.ts'])

function standInsReached(entries: string[]): Reached[] {
  return reachedModules(entries.map(at)).filter(({ module }) => {
    if (standInPackages.some((name) => module === name || module.startsWith(`${name}/`))) return true
    const path = relative(root, module).split(sep).join('/')
    if (path.startsWith('dev-cloud/')) return true
    return path.startsWith('cloud/src/solana/') && !sharedSolanaFiles.has(path)
  })
}

const chains = (found: Reached[]) =>
  found.map(({ via }) => via.map((file) => relative(root, file) || file).join(' -> '))

describe('production entries', () => {
  it('reach no dev stand-in', () => {
    expect(chains(standInsReached(productionEntries))).toEqual([])
  })

  it('are walked through static and dynamic imports (the development composition is reached)', () => {
    // scripts/serve.ts loads the stand-ins only with a development configuration: the walk sees them.
    const found = chains(standInsReached(['scripts/serve.ts']))
    expect(found).toContain('scripts/serve.ts -> @airlock/dev-cloud')
    expect(found).toContain(
      'scripts/serve.ts -> scripts/devChains.ts -> cloud/src/solana/index.ts -> cloud/src/solana/startSolanaRpc.ts',
    )
  })
})
