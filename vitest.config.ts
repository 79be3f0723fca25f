import { defineConfig } from 'vitest/config'

// One unit-test run over every package; e2e specs run under Playwright, not here.
export default defineConfig({
  test: {
    projects: [
      'shared-protocol',
      'node-kit',
      'host-sdk',
      'scripts',
      'modal-app',
      'cloud',
      'dev-cloud',
      'e2e/fuzz',
      'e2e/fixtures/layout',
      'dev-wallet',
      'wallet-frame',
    ],
  },
})
