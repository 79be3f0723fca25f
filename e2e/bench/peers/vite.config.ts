import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const hostSdk = resolve(import.meta.dirname, '..', '..', '..', 'host-sdk', 'dist')
// AppKit (wagmi 3) builds from appkit/ into dist/appkit.
const pages = ['bare', 'airlock-npm', 'airlock-script', 'rainbowkit', 'connectkit']

// One production build of every host page; Airlock's npm package resolves to the repo's own build.
export default defineConfig({
  root: resolve(import.meta.dirname, 'pages'),
  base: './',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@airlock\/host-sdk\/react$/, replacement: `${hostSdk}/react.js` },
      { find: /^@airlock\/host-sdk\/networks$/, replacement: `${hostSdk}/networks.js` },
      { find: /^@airlock\/host-sdk$/, replacement: `${hostSdk}/index.js` },
    ],
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rollupOptions: {
      input: Object.fromEntries(
        pages.map((p) => [p, resolve(import.meta.dirname, 'pages', p, 'index.html')]),
      ),
    },
  },
})
