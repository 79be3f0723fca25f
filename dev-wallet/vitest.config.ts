import { defineProject } from 'vitest/config'

export default defineProject({ test: { name: 'dev-wallet', environment: 'node' } })
