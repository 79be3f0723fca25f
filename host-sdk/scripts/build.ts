import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { build } from 'esbuild'

const root = join(import.meta.dirname, '..')
const common = {
  bundle: true,
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
} as const

await Promise.all([
  build({
    ...common,
    entryPoints: [join(root, 'src/iife.ts')],
    format: 'iife',
    outfile: join(root, 'dist/airlock.iife.js'),
  }),
  build({
    ...common,
    entryPoints: [join(root, 'src/index.ts')],
    format: 'esm',
    outfile: join(root, 'dist/index.js'),
    external: ['react'],
  }),
  build({
    ...common,
    entryPoints: [join(root, 'src/react/index.ts')],
    format: 'esm',
    outfile: join(root, 'dist/react.js'),
    external: ['react'],
  }),
  build({
    ...common,
    entryPoints: [join(root, 'src/networks.ts')],
    format: 'esm',
    outfile: join(root, 'dist/networks.js'),
  }),
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
