import { join } from 'node:path'
import { defineConfig } from 'vite'
import { localesPlugin } from '../scripts/i18n/localesPlugin.js'

// The dev wallet: one page, also answering `/wc?uri=` (the static server falls back to index.html).
// Each locale's catalogue is a chunk of its own, fetched when the browser asks for that language.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [localesPlugin(join(import.meta.dirname, 'src/locales'))],
  // WalletKit and viem make one ~1 MB chunk: a dev tool served from loopback, loaded once.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
  server: { host: '127.0.0.1', port: 5176, allowedHosts: ['.localhost'] },
})
