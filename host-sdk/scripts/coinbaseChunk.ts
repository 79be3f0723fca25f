import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const src = join(import.meta.dirname, '..', 'src')

/**
 * The Coinbase connector's code with the Coinbase Wallet SDK bundled in, minified, never part of the
 * include: 'script' is `airlock-coinbase.js` (an IIFE the include loads when the modal asks), 'module'
 * is `createCoinbaseProvider` alone as an ES module (a test page's). Returns its gzipped size in bytes.
 */
export async function buildCoinbaseChunk(
  outfile: string,
  kind: 'script' | 'module' = 'module',
): Promise<number> {
  await build({
    entryPoints: [
      kind === 'script'
        ? join(src, 'coinbaseIife.ts')
        : join(src, 'wallets', 'coinbase', 'coinbaseProvider.ts'),
    ],
    outfile,
    bundle: true,
    minify: true,
    format: kind === 'script' ? 'iife' : 'esm',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return gzipSync(readFileSync(outfile), { level: 9 }).length
}
