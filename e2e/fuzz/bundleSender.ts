import { join } from 'node:path'
import { build } from 'esbuild'

/** The browser sender as one classic script, built in memory: served to the evil origin and evaluated in the host page. */
export async function bundleSender(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'browserSender.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild produced no sender bundle')
  return output.text
}
