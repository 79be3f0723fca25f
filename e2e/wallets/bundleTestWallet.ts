import { join } from 'node:path'
import { build } from 'esbuild'

/** Bundles the test browser wallet into one script a page can run as an init script. */
export async function bundleTestWallet(outfile: string) {
  await build({
    entryPoints: [join(import.meta.dirname, 'testWallet.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    outfile,
    logLevel: 'warning',
  })
}
