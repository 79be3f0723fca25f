import { defineProject } from 'vitest/config'

export default defineProject({ test: { name: 'node-kit', environment: 'node' } })
