import { join } from 'node:path'
import { type ServeStaticParameters, type StaticServer, serveStatic } from './staticServer.ts'

const root = join(import.meta.dirname, '..')

/** The built modal and the host include it serves, for a check before anything starts. */
export const modalBuilds = {
  modal: join(root, 'modal-app', 'dist'),
  iife: join(root, 'host-sdk', 'dist', 'airlock.iife.js'),
  siwxIife: join(root, 'host-sdk', 'dist', 'airlock-siwx.iife.js'),
  solanaIife: join(root, 'host-sdk', 'dist', 'airlock-solana.iife.js'),
  buttonsIife: join(root, 'host-sdk', 'dist', 'airlock-buttons.iife.js'),
  safeIife: join(root, 'host-sdk', 'dist', 'airlock-safe.iife.js'),
  coinbaseIife: join(root, 'host-sdk', 'dist', 'airlock-coinbase.iife.js'),
  telegramIife: join(root, 'host-sdk', 'dist', 'airlock-telegram.iife.js'),
}

export interface ModalServerParameters extends Pick<ServeStaticParameters, 'port' | 'host' | 'tokens'> {
  /** The project's `frame-ancestors` directive (modal-app/server/frameAncestors.ts). */
  frameAncestors: (projectId: string | null) => Promise<string>
}

/**
 * The modal's server, as `npm start` and `npm run serve` run it: its pages with the configuration
 * tags filled in, the host include at `/airlock*.js`, and each page framed only where its project
 * allows (the browser refuses any other embedding page).
 */
export function serveModal({ frameAncestors, ...options }: ModalServerParameters): Promise<StaticServer> {
  return serveStatic({
    ...options,
    root: modalBuilds.modal,
    routes: {
      '/airlock.js': modalBuilds.iife,
      '/airlock-siwx.js': modalBuilds.siwxIife,
      '/airlock-solana.js': modalBuilds.solanaIife,
      '/airlock-buttons.js': modalBuilds.buttonsIife,
      '/airlock-safe.js': modalBuilds.safeIife,
      '/airlock-coinbase.js': modalBuilds.coinbaseIife,
      '/airlock-telegram.js': modalBuilds.telegramIife,
    },
    htmlHeaders: async (url) => ({
      'content-security-policy': await frameAncestors(url.searchParams.get('projectId')),
    }),
  })
}
