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

/** The modal's server (area `modal` of the file). */
export const modalSettings = { port: modalPort, publicUrl: modalPublicUrl }
