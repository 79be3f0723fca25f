import { defineConfig } from 'vite'

// The wallet frame: one page and one small script, served with the wallet service's `/api/` on one origin.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
  server: { host: '127.0.0.1', port: 5175, allowedHosts: ['.localhost'] },
})
