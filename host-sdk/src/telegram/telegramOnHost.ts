import {
  browserSignalsOf,
  inTelegram,
  SOCIAL_HANDOFF_PARAMETER,
  type TelegramOnHost,
  telegramPlatform,
} from '@airlock/shared-protocol/host'

/**
 * What only the host page can tell the modal about Telegram: the modal is a cross-origin frame, and
 * Telegram's in-app browser marks the page's window (on iOS, only that one). Also the page's own
 * URL, to come back to after a sign-in that leaves it, and the handoff such a sign-in brought back,
 * which is taken out of the URL (and the history) at once.
 */
export function telegramOnHost(win: Window = window): TelegramOnHost {
  const url = new URL(win.location.href)
  const handoff = url.searchParams.get(SOCIAL_HANDOFF_PARAMETER) ?? undefined
  if (handoff !== undefined) {
    url.searchParams.delete(SOCIAL_HANDOFF_PARAMETER)
    win.history.replaceState(win.history.state, '', url.href)
  }
  const signals = browserSignalsOf(win)
  const platform = telegramPlatform(signals)
  return {
    inTelegram: inTelegram(signals),
    ...(platform === undefined ? {} : { platform }),
    href: url.href,
    ...(handoff === undefined ? {} : { handoff }),
  }
}
