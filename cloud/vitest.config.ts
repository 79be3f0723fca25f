import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'cloud',
    environment: 'node',
    testTimeout: 30_000,
    // Every answer a route gives in the tests is checked against its declared response schema.
    env: { AIRLOCK_CHECK_ANSWERS: '1' },
  },
})
