import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The AppKit page alone: its own node_modules (wagmi 3); React resolved here, also for the shared shell.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: resolve(import.meta.dirname, '..', 'dist', 'appkit'),
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
  },
})
