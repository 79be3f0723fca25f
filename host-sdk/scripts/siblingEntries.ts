import { resolve } from 'node:path'
import type { Plugin } from 'esbuild'

/**
 * Leaves imports of another entry's source file to that entry's built file (`./index.js`), so each
 * entry of the npm package is one file and none carries a second copy of another: an app that
 * imports `@airlock/host-sdk` and `@airlock/host-sdk/react` gets createAppKit once.
 */
export function siblingEntries(entries: Record<string, string>): Plugin {
  return {
    name: 'sibling-entries',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts')
        const sibling = entries[target]
        return sibling ? { path: sibling, external: true } : undefined
      })
    },
  }
}
