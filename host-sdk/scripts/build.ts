import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { build } from 'esbuild'
import { buildTypes } from './buildTypes.ts'
import { siblingEntries } from './siblingEntries.ts'

const root = join(import.meta.dirname, '..')
const src = (path: string) => join(root, 'src', path)
const dist = (path: string) => join(root, 'dist', path)
const common = {
  bundle: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
} as const
// The npm entries: readable ESM (the app's bundler minifies), one file each. What the package uses
// of @airlock/shared-protocol and comlink is bundled in, so an app installs nothing else.
const esm = {
  ...common,
  format: 'esm' as const,
  platform: 'browser' as const,
  external: ['react', 'react-dom'],
}

await Promise.all([
  build({
    ...common,
    minify: true,
    entryPoints: [src('iife.ts')],
    format: 'iife',
    outfile: dist('airlock.iife.js'),
  }),
  build({
    ...esm,
    entryPoints: [src('index.ts')],
    outfile: dist('index.js'),
    plugins: [siblingEntries({ [src('networks.ts')]: './networks.js' })],
  }),
  build({
    ...esm,
    entryPoints: [src('react/index.ts')],
    outfile: dist('react.js'),
    plugins: [
      siblingEntries({ [src('createAppKit.ts')]: './index.js', [src('networks.ts')]: './networks.js' }),
    ],
  }),
  build({ ...esm, entryPoints: [src('networks.ts')], outfile: dist('networks.js') }),
])
buildTypes(root, [
  { entry: 'src/index.ts', out: 'dist/index.d.ts' },
  { entry: 'src/react/index.ts', out: 'dist/react.d.ts' },
  { entry: 'src/networks.ts', out: 'dist/networks.d.ts' },
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
