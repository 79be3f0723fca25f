import { defineConfig } from '@playwright/test'
import { chromiumArgs } from './bench/chromium.ts'

// One worker: the 2-core machines run Chromium's host and modal renderers, anvil and the cloud
// beside the tests.
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  globalSetup: './fixtures/globalSetup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
})
