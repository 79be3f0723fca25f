import { join } from 'node:path'
import { defineConfig } from 'vite'
import { localesPlugin } from '../scripts/i18n/localesPlugin.js'

// The wallet frame: one page and one small script, served with the wallet service's `/api/` on one origin.
// Each locale's catalogue is a chunk of its own, fetched when the modal speaks it (SYNC_THEME).
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [localesPlugin(join(import.meta.dirname, 'src/locales'))],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
  server: { host: '127.0.0.1', port: 5175, allowedHosts: ['.localhost'] },
})
