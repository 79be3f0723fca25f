import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Binding, createRouter } from '../http/router.js'

/**
 * A request handler over a service's routes alone, for tests that run one service on its own server:
 * the cloud's router (every answer checked against its contract); false when no route matches.
 */
export function answerWith(bindings: Binding[]) {
  const router = createRouter(bindings, { checkAnswers: true })
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? '/', 'http://x')
    const found = router.find(request.method ?? 'GET', url.pathname)
    if (!found?.match) return false
    await router.serve(found.match, request, response, url.searchParams.get('projectId') ?? '')
    return true
  }
}
