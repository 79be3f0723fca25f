import { type TelegramOnHost, TelegramOnHostSchema } from '@airlock/shared-protocol'
import { getHost } from '../lib/hostBridge.js'

/** A script that never answers (it did not load) counts as no answer after this long. */
const ANSWER_WAIT_MS = 10_000

let asked: Promise<TelegramOnHost | undefined> | undefined

/**
 * Asks the host page, once per modal frame, what only it knows of Telegram's in-app browser (the
 * modal frame cannot see the page's window) and the page's URL, with the handoff of a sign-in that
 * left the page, if its URL brought one back. Undefined without a host or a valid answer.
 */
export function askTelegramHost(): Promise<TelegramOnHost | undefined> {
  asked ??= (async () => {
    const host = getHost()
    if (!host) return undefined
    let timer: number | undefined
    const answer = await Promise.race([
      Promise.resolve(host.load('telegram')).catch(() => undefined),
      new Promise<undefined>((resolve) => {
        timer = window.setTimeout(resolve, ANSWER_WAIT_MS)
      }),
    ])
    clearTimeout(timer)
    const parsed = TelegramOnHostSchema.safeParse(answer)
    return parsed.success ? parsed.data : undefined
  })()
  return asked
}

/** Tests: forget the answer. */
export function resetTelegramHost() {
  asked = undefined
}
