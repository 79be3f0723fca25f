/**
 * `npm run size`: the host bundle budget. Prints raw and gzipped sizes of the host-sdk builds and
 * fails when the two-line-include IIFE passes 8 KB gzipped or any host bundle carries modal-side code.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = join(import.meta.dirname, '..', 'host-sdk', 'dist')
const BUDGET = 8 * 1024
// Markers of libraries that must stay out of the host page.
const forbidden: Record<string, RegExp> = {
  react: /react\.element|__SECRET_INTERNALS|useSyncExternalStore\b(?!.*from)/,
  viem: /viem@|InvalidAddressError|Details: /,
  zod: /ZodError|\$ZodType|zod-/,
  walletconnect: /walletconnect|irn_subscribe/i,
}

let failed = false
for (const [file, checkReact] of [
  ['airlock.iife.js', true],
  ['index.js', true],
  ['react.js', false],
] as const) {
  const code = readFileSync(join(dist, file))
  const gz = gzipSync(code, { level: 9 }).length
  const found = Object.entries(forbidden)
    .filter(([name, marker]) => (name !== 'react' || checkReact) && marker.test(code.toString('utf8')))
    .map(([name]) => name)
  const over = file === 'airlock.iife.js' && gz > BUDGET
  console.log(
    `${file.padEnd(16)} ${(code.length / 1024).toFixed(2).padStart(7)} KB raw ${(gz / 1024).toFixed(2).padStart(6)} KB gzipped` +
      (file === 'airlock.iife.js' ? ` (budget ${BUDGET / 1024} KB)` : '') +
      (found.length ? `  CONTAINS ${found.join(', ')}` : ''),
  )
  if (over || found.length) failed = true
}
if (failed) {
  console.error('host bundle over budget or carrying modal-side code')
  process.exit(1)
}
