import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { localesPlugin } from '../scripts/i18n/localesPlugin.js'

/**
 * Every module the app (src/app.tsx, which the small entry imports after the first paint) imports
 * statically goes into one chunk. Rolldown otherwise splits
 * modules the lazy views share into 17 small chunks the first load fetches anyway: one file
 * compresses 4 KB smaller than 18 (gzip learns across modules) and is one request, not 18.
 */
const bootModules = new Set<string>()
const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id)
// shared-protocol's parts only later features use (the wallet frame's protocol, SIWX, validators, RPC method rules, the
// message catalogue, Telegram's social restrictions, the alert table, the locale list): the index reaches them, but a module in this chunk would carry
// whatever a lazy view uses of it.
const isLaterProtocol = (id: string) =>
  /shared-protocol[\\/]src[\\/]((walletFrame|siwx|validators|rpc|encoding|solana)[\\/]|errors[\\/](alerts|messages|api|chain|config|provider|toRpcError|transaction)\.ts$|i18n[\\/]locales\.ts$|constants[\\/](telegramSocialRestrictions|socialHandoff|coinbase)\.ts$|social[\\/]telegramBrowser\.ts$)/.test(
    id,
  )
/** The Solana requests' modules and the protocol helpers only they use (not web3.js: Send loads that). */
const isSolanaConnector = (id: string) =>
  /modal-app[\\/]src[\\/](controllers[\\/]solana(Requests|Signer)\.ts|solana[\\/]solanaWire\.ts)|shared-protocol[\\/]src[\\/](solana|encoding)[\\/]|validators[\\/]isSolanaAddress\.ts$/.test(
    id,
  )
function bootChunk(): Plugin {
  return {
    name: 'airlock-boot-chunk',
    apply: 'build',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]app\.tsx$/.test(id))
      const pending = entry ? [entry] : []
      while (pending.length) {
        const id = pending.pop() as string
        const imports = this.getModuleInfo(id)?.importedIds ?? []
        // zod and the schemas built with it are reached through shared-protocol's index but used by
        // the lazy full checks only: they stay out (tree-shaking drops what boot does not use).
        if (bootModules.has(id) || isZod(id) || isLaterProtocol(id) || imports.some(isZod)) continue
        bootModules.add(id)
        pending.push(...imports)
      }
    },
  }
}

/**
 * crypto-js (under hw-app-eth, in the Ledger chunk) falls back to Node's `require('crypto')` where the
 * page has no `crypto` global, which never happens here; left in, that fallback puts a `require` shim
 * in the runtime chunk every page loads at boot. The fallback is cut from its source.
 */
function noNodeCryptoInCryptoJs(): Plugin {
  const fallback = "if (!crypto && typeof require === 'function') {"
  return {
    name: 'airlock-crypto-js-no-require',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]crypto-js[\\/]core\.js$/.test(id)) return null
      if (!code.includes(fallback)) this.error('crypto-js changed: check its require fallback')
      return code.replace(fallback, 'if (false) {')
    },
  }
}

/**
 * AppKit's --w3m-font-size-master scales every text size. The views size text in px (`text-[13px]`);
 * the built stylesheet says them in rem, which the root's font-size (the master times 1.6, 16px by
 * default) scales: the same sizes by default, the dApp's when it sets the master.
 */
function fontSizesInRem(): Plugin {
  return {
    name: 'airlock-font-size-master',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'asset' && file.fileName.endsWith('.css'))
          file.source = String(file.source).replace(
            /font-size:\s*(\d*\.?\d+)px/g,
            (_, px: string) => `font-size:${Number(px) / 16}rem`,
          )
    },
  }
}

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    localesPlugin(`${import.meta.dirname}/src/locales`),
    bootChunk(),
    fontSizesInRem(),
    noNodeCryptoInCryptoJs(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The boot chunk lists every lazy chunk it may preload by file name: 7 hash characters
        // (rolldown's least for this many files) rather than 8 keep that list shorter.
        // A locale's catalogue is named for it (assets/locale-de-<hash>.js): what a page fetched says
        // which language it read.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('virtual:airlock-locale/')
            ? 'assets/locale-[name]-[hash:7].js'
            : 'assets/[name]-[hash:7].js',
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'app', test: (id: string) => bootModules.has(id) },
            // Small modules loaded together anyway: one chunk each group, so the boot chunk's
            // preload lists name one file instead of several (each name costs it a hash).
            { name: 'solana', test: (id: string) => isSolanaConnector(id) },
            // What a click on WalletConnect waits for before its QR code: the controller, the view and
            // the QR encoder. As one file it is one request, not eight queued behind each other on the
            // browser's six connections while the modal is still starting.
            {
              name: 'walletConnect',
              test: (id: string) =>
                /modal-app[\\/]src[\\/](controllers[\\/](walletConnect|prepareConnectors|hostScripts)\.ts|connectors[\\/]walletConnect[\\/](walletConnectConnector|walletConnectSettings|pairingUri)\.ts|views[\\/]ConnectingWalletConnect[\\/]|components[\\/]useQrSvg\.ts|lib[\\/]qrSvg\.ts)|shared-protocol[\\/]src[\\/](validators[\\/]secureUrl|constants[\\/]coinbase)\.ts$|[\\/]node_modules[\\/](qrcode|dijkstrajs)[\\/]/.test(
                  id,
                ),
            },
            {
              name: 'namespaces',
              test: (id: string) => /[\\/]controllers[\\/](disconnect|namespaceConnections)\.ts$/.test(id),
            },
          ],
        },
      },
    },
  },
  // The WalletConnect worker (connectors/walletConnect/client.ts) is an ES module like the app.
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5174, allowedHosts: ['.localhost'] },
})
