import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({ plugins: [react()], test: { name: 'modal-app', environment: 'happy-dom' } })
