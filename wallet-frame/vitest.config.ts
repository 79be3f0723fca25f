import { defineProject } from 'vitest/config'

export default defineProject({ test: { name: 'wallet-frame', environment: 'happy-dom' } })
