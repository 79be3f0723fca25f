import { type SocialProvider, socialProviders } from '@airlock/shared-protocol'
import { rawEntries } from '../lib/persistence.js'

/**
 * A social sign-in that left the page (Telegram's in-app browser: no popup), in the modal's stored
 * entries until the page comes back: which provider, and since when. Nothing secret: the claim
 * secret waits in the wallet frame's own storage, the handoff in the page's URL.
 */
const KEY = '@airlock/social_left'

/** As long as the wallet service keeps a sign-in (its intents' lifetime). */
const LEFT_FOR_MS = 10 * 60_000

export function markLeft(provider: SocialProvider, now = Date.now()) {
  rawEntries.set({ [KEY]: JSON.stringify({ provider, at: now }) })
}

/** The provider of the sign-in that left this page, if one did lately. */
export function leftFor(now = Date.now()): SocialProvider | undefined {
  try {
    const { provider, at } = JSON.parse(rawEntries.get(KEY) ?? 'null') as { provider?: unknown; at?: unknown }
    const known = socialProviders.find((name) => name === provider)
    return known && typeof at === 'number' && at <= now && now - at < LEFT_FOR_MS ? known : undefined
  } catch {
    return undefined
  }
}

export function clearLeft() {
  if (rawEntries.get(KEY) !== undefined) rawEntries.set({ [KEY]: null })
}
