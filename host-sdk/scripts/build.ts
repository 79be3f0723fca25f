import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Plugin } from 'esbuild'
import { buildTypes } from './buildTypes.ts'
import { buildCoinbaseChunk } from './coinbaseChunk.ts'
import { siblingEntries } from './siblingEntries.ts'

const root = join(import.meta.dirname, '..')
const src = (path: string) => join(root, 'src', path)
const dist = (path: string) => join(root, 'dist', path)
// The host speaks only plain calls over the guarded channel: a wire-compatible sliver of comlink
// (src/channel/comlinkLite.ts) replaces the library, 3.5 KB less in every host bundle.
const comlinkLite: Plugin = {
  name: 'comlink-lite',
  setup(builder) {
    builder.onResolve({ filter: /^comlink$/ }, () => ({ path: src('channel/comlinkLite.ts') }))
  },
}
const common = {
  bundle: true,
  target: 'es2020',
  legalComments: 'none' as const,
  logLevel: 'warning' as const,
  plugins: [comlinkLite],
}
// The npm entries: readable ESM (the app's bundler minifies), one file each. What the package uses
// of @airlock/shared-protocol (and comlinkLite) is bundled in, so an app installs nothing else.
const esm = {
  ...common,
  format: 'esm' as const,
  platform: 'browser' as const,
  external: ['react', 'react-dom'],
}
// A script include (`<script src>`): one minified IIFE, minified again below.
const includes: string[] = []
const include = (entry: string, out: string) => {
  includes.push(out)
  return build({ ...common, minify: true, entryPoints: [src(entry)], format: 'iife', outfile: dist(out) })
}

await Promise.all([
  include('iife.ts', 'airlock.iife.js'),
  build({
    ...esm,
    entryPoints: [src('index.ts')],
    outfile: dist('index.js'),
    plugins: [comlinkLite, siblingEntries({ [src('networks.ts')]: './networks.js' })],
  }),
  build({
    ...esm,
    entryPoints: [src('react/index.ts')],
    outfile: dist('react.js'),
    plugins: [
      comlinkLite,
      siblingEntries({ [src('createAppKit.ts')]: './index.js', [src('networks.ts')]: './networks.js' }),
    ],
  }),
  build({ ...esm, entryPoints: [src('networks.ts')], outfile: dist('networks.js') }),
  // Sign In With X: its own npm entry and its own script, paid only by the apps that use it.
  build({ ...esm, entryPoints: [src('siwx.ts')], outfile: dist('siwx.js') }),
  include('siwxIife.ts', 'airlock-siwx.iife.js'),
  // Solana (SolanaAdapter: Wallet Standard discovery and the dApp's provider), the same way.
  build({ ...esm, entryPoints: [src('solana.ts')], outfile: dist('solana.js') }),
  include('solanaIife.ts', 'airlock-solana.iife.js'),
  // Safe: loaded by the include itself, only in a framed page (a Safe App), never by the page's own tag.
  include('safeIife.ts', 'airlock-safe.iife.js'),
  // What only the page knows of Telegram's in-app browser: loaded by the include when the modal asks.
  include('telegramIife.ts', 'airlock-telegram.iife.js'),
  // AppKit's ready-made elements (<appkit-button>, ...), the same way: only pages that use them load them.
  build({ ...esm, entryPoints: [src('buttons.ts')], outfile: dist('buttons.js') }),
  include('buttonsIife.ts', 'airlock-buttons.iife.js'),
  // The Coinbase Wallet SDK connector: a script the include loads when the modal asks, never in the include.
  buildCoinbaseChunk(dist('airlock-coinbase.iife.js'), 'script'),
  // The EVM libraries' adapters: npm entries only. wagmi is the app's own (a peer), never bundled.
  build({ ...esm, entryPoints: [src('wagmi.ts')], outfile: dist('wagmi.js'), external: ['@wagmi/core'] }),
  build({ ...esm, entryPoints: [src('ethers.ts')], outfile: dist('ethers.js') }),
  build({ ...esm, entryPoints: [src('ethers5.ts')], outfile: dist('ethers5.js') }),
  // AppKit's @reown/appkit-adapter-solana/react: useAppKitConnection's Connection is the app's web3.js.
  build({
    ...esm,
    external: ['react', 'react-dom', '@solana/web3.js'],
    entryPoints: [src('solana/react.ts')],
    outfile: dist('solana-react.js'),
    plugins: [comlinkLite, siblingEntries({ [src('solana.ts')]: './solana.js' })],
  }),
  // Vue's composables (AppKit's @reown/appkit/vue): the app's own vue, one shared createAppKit.
  build({
    ...esm,
    external: ['vue'],
    entryPoints: [src('vue/index.ts')],
    outfile: dist('vue.js'),
    plugins: [
      comlinkLite,
      siblingEntries({ [src('createAppKit.ts')]: './index.js', [src('networks.ts')]: './networks.js' }),
    ],
  }),
  // AppKit's @reown/appkit-adapter-solana/vue: the same, with the app's own vue.
  build({
    ...esm,
    external: ['vue', '@solana/web3.js'],
    entryPoints: [src('solana/vue.ts')],
    outfile: dist('solana-vue.js'),
    plugins: [comlinkLite, siblingEntries({ [src('solana.ts')]: './solana.js' })],
  }),
])
// The script includes are what every page pays: a second, slower minifier on top of esbuild's
// (two compress passes) takes about 4% more off the gzipped include. Hoisting function declarations
// (which JavaScript hoists anyway) to their scope's top gzips 17 B better here.
const { minify } = await import('terser')
for (const file of includes) {
  const minified = await minify(readFileSync(dist(file), 'utf8'), {
    ecma: 2020,
    compress: { passes: 2, hoist_funs: true },
  })
  if (minified.code) writeFileSync(dist(file), minified.code)
}
buildTypes(root, [
  { entry: 'src/index.ts', out: 'dist/index.d.ts' },
  { entry: 'src/react/index.ts', out: 'dist/react.d.ts' },
  { entry: 'src/networks.ts', out: 'dist/networks.d.ts' },
  { entry: 'src/siwx.ts', out: 'dist/siwx.d.ts' },
  { entry: 'src/solana.ts', out: 'dist/solana.d.ts' },
  { entry: 'src/buttons.ts', out: 'dist/buttons.d.ts' },
  { entry: 'src/wagmi.ts', out: 'dist/wagmi.d.ts' },
  { entry: 'src/ethers.ts', out: 'dist/ethers.d.ts' },
  { entry: 'src/ethers5.ts', out: 'dist/ethers5.d.ts' },
  { entry: 'src/vue/index.ts', out: 'dist/vue.d.ts' },
  { entry: 'src/solana/react.ts', out: 'dist/solana-react.d.ts', types: ['node'] },
  { entry: 'src/solana/vue.ts', out: 'dist/solana-vue.d.ts', types: ['node'] },
])
execFileSync(
  process.execPath,
  [
    join(root, '..', 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--config',
    join(root, 'demo', 'vite.config.ts'),
    '--logLevel',
    'warn',
  ],
  {
    stdio: 'inherit',
  },
)
