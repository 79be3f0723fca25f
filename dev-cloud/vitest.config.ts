import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'dev-cloud', environment: 'node', testTimeout: 30_000 },
})
