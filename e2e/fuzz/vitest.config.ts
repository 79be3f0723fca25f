import { defineProject } from 'vitest/config'

// The generator is pure and runs in Node; the browser senders are exercised by the e2e spec.
// `root` keeps `vitest run -c e2e/fuzz/vitest.config.ts` from the repo root to this folder.
export default defineProject({ root: import.meta.dirname, test: { name: 'e2e-fuzz', environment: 'node' } })
