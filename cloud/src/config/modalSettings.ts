import {
  walletConnectProjectIdSchema,
  walletConnectRelayUrlSchema,
} from '@airlock/shared-protocol/deployment'
import { defineSetting } from './defineSetting.js'
import { publicHttpsProblem } from './productionChecks.js'
import { httpUrlKind, portKind } from './settingKinds.js'

export const modalPort = defineSetting({
  env: 'AIRLOCK_MODAL_PORT',
  schema: portKind,
  fallback: 5174,
  doc: "Port of the modal's server (its pages and the host include)",
})

export const modalPublicUrl = defineSetting({
  env: 'AIRLOCK_MODAL_PUBLIC_URL',
  schema: httpUrlKind,
  fallback: (read) => `http://modal.localhost:${read(modalPort)}`,
  doc: 'URL the modal is served at (its own site, so browsers isolate it from host pages)',
  refuseInProduction: (url) => publicHttpsProblem(url, "the modal's URL"),
})

export const walletConnectProjectId = defineSetting({
  env: 'AIRLOCK_WALLETCONNECT_PROJECT_ID',
  schema: walletConnectProjectIdSchema.optional(),
  fallback: undefined,
  doc: 'A Reown project id: alone, the modal pairs on the WalletConnect network (its relay, Verify on)',
})

export const walletConnectRelayUrl = defineSetting({
  env: 'AIRLOCK_WALLETCONNECT_RELAY_URL',
  schema: walletConnectRelayUrlSchema.optional(),
  fallback: undefined,
  doc: "A self-hosted WalletConnect relay (opt-in; wins over the project id). Neither: the cloud's relay (dev)",
  refuseInProduction: (relay, _source, read) =>
    relay === undefined && read(walletConnectProjectId) === undefined
      ? "no public wallet can pair through the cloud's dev relay; set AIRLOCK_WALLETCONNECT_PROJECT_ID (the WalletConnect network) or this to your own relay"
      : undefined,
})

/** The modal's server (area `modal` of the file). */
export const modalSettings = {
  port: modalPort,
  publicUrl: modalPublicUrl,
  walletConnectProjectId,
  walletConnectRelayUrl,
}
