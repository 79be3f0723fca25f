import type { ServerResponse } from 'node:http'

const ALLOWED_HEADERS =
  'content-type, authorization, x-airlock-host-origin, x-project-id, x-sdk-type, x-sdk-version, x-airlock-session-secret'

/** Public assets (images, health): any page may read them. */
export function publicCors(response: ServerResponse) {
  response.setHeader('access-control-allow-origin', '*')
}

/**
 * Project routes answer CORS only for the origin that may call them (the modal's, or a project's own
 * page where the route allows it), never `*`: another page's script gets no readable answer.
 */
export function projectCors(response: ServerResponse, origin: string | undefined, allowed: boolean) {
  response.setHeader('vary', 'Origin')
  if (!origin || !allowed) return
  response.setHeader('access-control-allow-origin', origin)
  response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
  response.setHeader('access-control-allow-headers', ALLOWED_HEADERS)
  response.setHeader('access-control-max-age', '600')
}
