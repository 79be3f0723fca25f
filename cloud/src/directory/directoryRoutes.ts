import { readFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { extname } from 'node:path'
import {
  getAssetImage,
  getCurrencyImage,
  getTokenImage,
  getWalletImage,
  getWallets,
} from '@airlock/shared-protocol/cloud-api'
import { ANSWERED, type Binding, bind, ok, refuse } from '../http/router.js'
import type { Directory, ImageFolder } from './loadDirectory.js'
import { queryWallets } from './queryWallets.js'

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

async function serveImage(directory: Directory, response: ServerResponse, folder: ImageFolder, id: string) {
  const file = directory.imagePath(id, folder)
  if (!file) return refuse(404, 'Image not found')
  const body = await readFile(file)
  response.writeHead(200, {
    'content-type': imageTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=86400, immutable',
    // An SVG opened directly must not run script on our origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
  response.end(body)
  return ANSWERED
}

/** The wallet directory (spec section 7) and the images its entries, assets and tokens name. */
export function directoryRoutes(directory: Directory): Binding[] {
  const image = <
    R extends typeof getWalletImage | typeof getAssetImage | typeof getCurrencyImage | typeof getTokenImage,
  >(
    route: R,
    folder: ImageFolder,
  ) =>
    bind(route, ({ params, response }) =>
      serveImage(directory, response, folder, (params as { id: string }).id),
    )
  return [
    bind(getWallets, ({ query }) => ok(queryWallets(directory.wallets, query))),
    image(getWalletImage, 'wallet-images'),
    image(getAssetImage, 'asset-images'),
    image(getCurrencyImage, 'currency-images'),
    image(getTokenImage, 'token-images'),
  ]
}
