import { type SocialProviderStandIn as ProviderStandIn, startProviderStandIn } from '@airlock/dev-cloud'
import { afterAll, beforeAll, expect } from 'vitest'
import { startWalletKit, type TestBrowser, type WalletKit } from '../walletTestKit.js'
import { finish, go, openCallback, type Started, start } from './socialTestFlow.js'

/** Starts the provider stand-in and a wallet service whose social logins all go to it, for a test file. */
export function useProviderServices() {
  const services = {} as { standIn: ProviderStandIn; kit: WalletKit }
  beforeAll(async () => {
    services.standIn = await startProviderStandIn()
    services.kit = await startWalletKit({ social: services.standIn.social() })
  })
  afterAll(async () => {
    await services.kit.close()
    await services.standIn.close()
  })
  return services
}

/** Test-only: a sign-in's popup against the provider stand-in, as far as it goes. */
export interface PopupRun {
  started: Started
  popup: TestBrowser
  /** The callback page (GET, or Apple's form_post POST). */
  page: { status: number; html: string }
  /** The page's finish, when the page got as far as asking it. */
  finished?: { status: number; body: Record<string, unknown> }
}

/** The `posted` answer a form_post callback page holds in its script. */
export const postedIn = (html: string) =>
  JSON.parse(/posted = (\{.*?\})\n/.exec(html)?.[1] ?? 'null') as Record<string, string> | null

/** The fields and target of the stand-in's auto-submitted form_post page. */
function formOf(html: string) {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? ''
  const fields = new URLSearchParams()
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    fields.set(
      name,
      value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    )
  return {
    action: action.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    fields,
  }
}

/**
 * Apple's form_post as the browser sends it: a cross-site POST from the provider's page, with its
 * Origin and without the popup's SameSite=Lax cookie.
 */
export async function postForm(kit: WalletKit, fields: URLSearchParams, origin: string) {
  const response = await fetch(`${kit.server.url}/social/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: fields,
  })
  return { status: response.status, html: await response.text() }
}

/** The popup from the start URI to the provider's answer: a callback URL, or Apple's form. */
export async function toProvider(standIn: ProviderStandIn, popup: TestBrowser, started: Started) {
  const went = await go(popup, started.uri)
  expect(went.status).toBe(302)
  const authorize = new URL(went.headers.get('location') ?? '')
  expect(authorize.origin).toBe(standIn.url)
  const answer = await fetch(authorize, { redirect: 'manual' })
  if (answer.status === 302) return { authorize, callback: answer.headers.get('location') ?? '' }
  expect(answer.status).toBe(200)
  return { authorize, form: formOf(await answer.text()) }
}

/** A whole sign-in with `provider` from `frame`: start, popup to the stand-in, callback page, finish with the proof. */
export async function runPopup(
  kit: WalletKit,
  standIn: ProviderStandIn,
  frame: TestBrowser,
  provider: string,
): Promise<PopupRun> {
  const started = await start(frame, provider)
  const popup = kit.browser()
  const answer = await toProvider(standIn, popup, started)
  if (answer.callback !== undefined) {
    const page = await openCallback(popup, answer.callback)
    if (page.status !== 200) return { started, popup, page }
    return { started, popup, page, finished: await finish(popup, answer.callback, started.proof) }
  }
  const page = await postForm(kit, answer.form.fields, standIn.url)
  const posted = postedIn(page.html)
  if (page.status !== 200 || !posted) return { started, popup, page }
  const response = await popup.post('/api/social/finish', { ...posted, proof: started.proof })
  return {
    started,
    popup,
    page,
    finished: { status: response.status, body: (await response.json()) as Record<string, unknown> },
  }
}
