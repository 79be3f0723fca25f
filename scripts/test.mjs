#!/usr/bin/env node
// `npm test`: build, unit tests (vitest), end-to-end tests (Playwright + Chromium), one summary line.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aptInstall, ensureServers } from './debianPackages.mjs'

const root = join(import.meta.dirname, '..')
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  )
  const found = candidates.find((path) => existsSync(path))
  if (found) return found
  if (aptInstall(['chromium'], 'Chromium not found') && existsSync('/usr/bin/chromium'))
    return '/usr/bin/chromium'
  console.error(
    'No Chromium found. Install it with:\n\n  sudo apt-get install -y chromium\n\nor set CHROMIUM_PATH to a Chromium binary.',
  )
  process.exit(1)
}

const chromium = findChromium()
// The cluster tests start their own PostgreSQL, Redis and HAProxy from Debian's packages.
ensureServers('The cluster tests')
const results = { passed: 0, failed: 0, skipped: 0 }
const step = (name, ok) => {
  if (ok) results.passed++
  else {
    results.failed++
    console.error(`\n✘ ${name} failed`)
  }
}

// The build is a prerequisite of the e2e suite; a broken build fails everything that follows.
step('build', run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']) === 0)
step('typecheck', run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']) === 0)
step('lint', run('npx', ['biome', 'check', '.']) === 0)
step('host bundle budget', run(process.execPath, ['--import', 'tsx', 'scripts/size.ts']) === 0)

const reports = mkdtempSync(join(tmpdir(), 'airlock-test-'))
function count(name, file, read) {
  if (!existsSync(file)) {
    step(`${name} (no report: the runner crashed)`, false)
    return
  }
  const { passed, failed, skipped } = read(JSON.parse(readFileSync(file, 'utf8')))
  results.passed += passed
  results.failed += failed
  results.skipped += skipped
}

const unitFile = join(reports, 'unit.json')
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${unitFile}`])
count('unit tests', unitFile, (report) => ({
  passed: report.numPassedTests ?? 0,
  failed:
    (report.numFailedTests ?? 0) +
    (report.numRuntimeErrorTestSuites ?? 0) +
    (report.success === false && !report.numFailedTests ? 1 : 0),
  skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
}))

const e2eFile = join(root, 'e2e', 'test-results', 'results.json')
rmSync(e2eFile, { force: true })
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium })
count('e2e tests', e2eFile, (report) => ({
  passed: report.stats?.expected ?? 0,
  failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) + (report.errors?.length ?? 0),
  skipped: report.stats?.skipped ?? 0,
}))
rmSync(reports, { recursive: true, force: true })

const skipped = results.skipped ? `, ${results.skipped} skipped` : ''
console.log(`\n${results.passed} passed, ${results.failed} failed${skipped}`)
process.exit(results.failed === 0 ? 0 : 1)
