import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { build } from 'esbuild'
import { type Hex, isHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { createGuardedServer, freePort } from '../serverKit.js'
import { keysPage } from './keysPage.js'

/** anvil's account 6 (published with every anvil): the stand-in's EOA, one no other fixture spends from. */
export const COINBASE_STAND_IN_KEY: Hex = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'

export interface CoinbaseKeysStandInOptions {
  /** The dev chain the popup signs for and sends to. */
  rpcUrl: string
  chainId?: number
  port?: number
  /** Its own origin: `http://<host>:<port>` (*.localhost is loopback to Chromium). */
  host?: string
  privateKey?: Hex
}

export interface CoinbaseKeysStandIn {
  /** The stand-in's origin. */
  url: string
  /** What the SDK's `preference.keysUrl` takes. */
  keysUrl: string
  /** The account it connects. */
  address: Hex
  close(): Promise<void>
}

let bundled: Promise<string> | undefined
/** The popup's script, bundled once per process (viem's account and HTTP client included). */
const popupScript = () => {
  bundled ??= build({
    entryPoints: [join(import.meta.dirname, 'popup', 'popup.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0]?.text ?? '')
  return bundled
}

/**
 * A stand-in for Coinbase's keys popup (keys.coinbase.com/connect) on its own origin: the page the
 * Coinbase Wallet SDK opens and talks to with postMessage (popup/popup.ts), holding an EOA key,
 * asking before it connects, signs or sends, and sending to the dev chain. GET only, two paths.
 */
export async function startCoinbaseKeysStandIn(
  options: CoinbaseKeysStandInOptions,
): Promise<CoinbaseKeysStandIn> {
  const { rpcUrl, chainId = 31337, host = 'keys.localhost', privateKey = COINBASE_STAND_IN_KEY } = options
  if (!isHex(privateKey) || privateKey.length !== 66)
    throw new Error('The stand-in key must be 32 bytes of hex')
  const port = options.port ?? (await freePort())
  const url = `http://${host}:${port}`
  const script = await popupScript()
  const page = keysPage({ privateKey, chains: { [chainId]: rpcUrl } })
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${new URL(rpcUrl).origin}`,
    'img-src http: https: data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  const route = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return void response.writeHead(405, { allow: 'GET, HEAD' }).end()
    const path = new URL(request.url ?? '/', url).pathname
    const common = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
    if (path === '/connect')
      // No Cross-Origin-Opener-Policy: the SDK needs the opener link kept.
      return void response
        .writeHead(200, {
          ...common,
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': csp,
        })
        .end(request.method === 'HEAD' ? undefined : page)
    if (path === '/popup.js')
      return void response
        .writeHead(200, { ...common, 'content-type': 'text/javascript; charset=utf-8' })
        .end(request.method === 'HEAD' ? undefined : script)
    // No icon, and no 404 for the browser's own request to log as an error.
    if (path === '/favicon.ico') return void response.writeHead(204, common).end()
    response.writeHead(404, common).end()
  }
  const server = createGuardedServer(route, '[coinbase keys stand-in]')
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url,
    keysUrl: `${url}/connect`,
    address: privateKeyToAddress(privateKey),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
