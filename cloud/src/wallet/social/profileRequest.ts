import * as oidc from 'openid-client'
import type * as z from 'zod'
import { type ProfileSource, SocialLoginError } from './socialAdapter.js'

/**
 * A provider API's JSON with the access token, checked against `schema`: a refusal or a body of
 * another shape is a SocialLoginError (the text the user sees), never a half-read profile.
 */
export async function profileRequest<T extends z.ZodType>(
  { client, tokens }: ProfileSource,
  url: URL,
  schema: T,
): Promise<z.infer<T>> {
  const response = await oidc.fetchProtectedResource(
    client,
    tokens.access_token,
    url,
    'GET',
    undefined,
    new Headers({ accept: 'application/json' }),
  )
  if (!response.ok) throw new SocialLoginError(`the provider refused the profile (${response.status})`)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new SocialLoginError('the provider sent a malformed profile')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new SocialLoginError('the provider sent a malformed profile')
  return parsed.data
}

/** `text` or a number as text; empty strings are absent. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined

/** Apple sends `email_verified` as the string "true". */
export const isTrue = (value: unknown): boolean => value === true || value === 'true'
