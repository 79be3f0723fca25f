import { defineConfig } from '@playwright/test'
import { chromiumArgs } from './bench/chromium.ts'

// A run on shifted ports (AIRLOCK_E2E_PORT_OFFSET) beside another keeps its results apart too.
const offset = process.env.AIRLOCK_E2E_PORT_OFFSET
const results = offset ? `test-results/offset-${offset}` : 'test-results'

// One worker: the 2-core machines run Chromium's host and modal renderers, anvil and the cloud
// beside the tests.
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `${results}/results.json` }]],
  outputDir: `${results}/artifacts`,
  globalSetup: './fixtures/globalSetup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
})
