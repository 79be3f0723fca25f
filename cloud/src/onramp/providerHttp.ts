/**
 * Why a provider's API call failed, for the operator's log: the status and what it means, never the
 * request's credentials. The buyer sees only '<Provider> is not available right now' (urlGenerator.ts).
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number | undefined,
    reason: string,
  ) {
    super(`${provider}: ${reason}`)
  }
}

const reasons: Record<number, string> = {
  401: 'the API key was refused (401); check the key configured for it',
  403: 'the API key may not call this (403)',
  429: 'rate limited (429)',
}

/**
 * Calls a provider's API (a POST sends `body` as JSON) and answers the parsed JSON object, or throws
 * a ProviderError for a refusal, a 5xx, an unreachable host or an answer that is not a JSON object.
 */
export async function providerJson(
  provider: string,
  request: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: unknown },
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, unknown>> {
  const { method, url, headers, body } = request
  let response: Response
  try {
    response = await fetchImpl(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    throw new ProviderError(provider, undefined, `unreachable (${(error as Error).message})`)
  }
  const text = await response.text()
  if (!response.ok)
    throw new ProviderError(
      provider,
      response.status,
      reasons[response.status] ?? `answered ${response.status}`,
    )
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ProviderError(provider, response.status, 'answered something that is not JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ProviderError(provider, response.status, 'answered JSON that is not an object')
  return parsed as Record<string, unknown>
}

/** A non-empty string field of a provider's answer, or a ProviderError naming the field. */
export function requiredText(provider: string, answer: Record<string, unknown>, field: string): string {
  const value = answer[field]
  if (typeof value !== 'string' || value === '')
    throw new ProviderError(provider, 200, `answered without ${field}`)
  return value
}

/** POSTs `body` as JSON: `providerJson` for the session-making calls. */
export const postProviderJson = (
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  fetchImpl: typeof fetch = fetch,
) => providerJson(provider, { method: 'POST', url, headers, body }, fetchImpl)
