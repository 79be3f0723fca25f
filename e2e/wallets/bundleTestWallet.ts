import { join } from 'node:path'
import { build } from 'esbuild'

const options = { bundle: true, format: 'iife', target: 'es2022', logLevel: 'warning' } as const

/** Bundles the test browser wallet into one script a page can run as an init script. */
export async function bundleTestWallet(outfile: string) {
  await build({ ...options, entryPoints: [join(import.meta.dirname, 'testWallet.ts')], outfile })
}

/**
 * The Wallet Standard (Solana) test wallet as one init script's text. Bundled in memory by the
 * worker that first injects it, so the run's global setup does not have to know about it.
 */
export async function bundleSolanaTestWallet(): Promise<string> {
  const { outputFiles } = await build({
    ...options,
    entryPoints: [join(import.meta.dirname, 'solanaTestWallet.ts')],
    write: false,
  })
  const [script] = outputFiles
  if (!script) throw new Error('esbuild wrote no Solana test wallet')
  return script.text
}
