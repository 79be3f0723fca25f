import { health } from '@airlock/shared-protocol/cloud-api'
import { bind, ok } from './router.js'

/** The balancer's check, answered alike by every kind of node (API, relay). */
export const healthRoute = bind(health, () => ok({ ok: true as const }))
