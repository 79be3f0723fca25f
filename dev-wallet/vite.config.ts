import { defineConfig } from 'vite'

// The dev wallet: one page, also answering `/wc?uri=` (the static server falls back to index.html).
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  // WalletKit and viem make one ~1 MB chunk: a dev tool served from loopback, loaded once.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
  server: { host: '127.0.0.1', port: 5176, allowedHosts: ['.localhost'] },
})
