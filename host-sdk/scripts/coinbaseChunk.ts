import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const entry = join(import.meta.dirname, '..', 'src', 'wallets', 'coinbase', 'coinbaseProvider.ts')

/**
 * The Coinbase connector's chunk: `createCoinbaseProvider` with the Coinbase Wallet SDK bundled in,
 * one minified ES module the host loads on demand (never part of the script include, which has no
 * room for it). Returns its gzipped size in bytes.
 */
export async function buildCoinbaseChunk(outfile: string): Promise<number> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return gzipSync(readFileSync(outfile), { level: 9 }).length
}
