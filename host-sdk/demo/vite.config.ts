import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The demo dApp: a React page using the npm host-sdk, and a plain page using the two-line include.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: join(import.meta.dirname, 'index.html'),
        script: join(import.meta.dirname, 'script.html'),
        siwx: join(import.meta.dirname, 'siwx.html'),
        solana: join(import.meta.dirname, 'solana.html'),
        safe: join(import.meta.dirname, 'safe.html'),
      },
    },
  },
})
