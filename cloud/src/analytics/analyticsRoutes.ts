import { getAnalyticsConfig, readEvents, sendEvent } from '@airlock/shared-protocol/cloud-api'
import { isAdminKey } from '../access/adminKey.js'
import { bearerKey } from '../access/authorizeCaller.js'
import { headerOf } from '../http/respond.js'
import { type Binding, bind, ok, refuse } from '../http/router.js'
import type { AnalyticsStore } from './analyticsStore.js'

export interface AnalyticsRoutesParameters {
  store: AnalyticsStore
  /** Reads the events (`GET /e` with `Authorization: Bearer <adminKey>`); unset, nobody can. */
  adminKey: string | undefined
}

/** The analytics sink: the modal's events in, the operator's read out. */
export function analyticsRoutes({ store, adminKey }: AnalyticsRoutesParameters): Binding[] {
  return [
    bind(getAnalyticsConfig, () => ok({ isAnalyticsEnabled: true })),
    bind(sendEvent, async ({ body, projectId }) => {
      await store.add(projectId, body)
      return { status: 202, body: { ok: true as const } }
    }),
    bind(readEvents, async ({ request, query }) => {
      const key = bearerKey(headerOf(request, 'authorization'))
      if (!isAdminKey(adminKey, key)) return refuse(401, 'Unauthorized: invalid key')
      const limit = Math.min(Math.max(Number(query.limit) || 100, 1), 1000)
      return ok({ events: await store.recent(query.projectId, limit) })
    }),
  ]
}
