import { SOCIAL_HANDOFF_PARAMETER, type TelegramOnHost } from '@airlock/shared-protocol/host'

/**
 * What only the host page can tell the modal about Telegram: the modal is a cross-origin frame, and
 * Telegram's in-app browser puts its objects on the page's window (on iOS, only there). Also the
 * page's own URL, to come back to after a sign-in that leaves it, and the handoff such a sign-in
 * brought back, which is taken out of the URL (and the history) at once.
 */
export function telegramOnHost(win: Window = window): TelegramOnHost {
  const page = win as unknown as Record<string, unknown>
  const url = new URL(win.location.href)
  const handoff = url.searchParams.get(SOCIAL_HANDOFF_PARAMETER) ?? undefined
  if (handoff !== undefined) {
    url.searchParams.delete(SOCIAL_HANDOFF_PARAMETER)
    win.history.replaceState(win.history.state, '', url.href)
  }
  return {
    userAgent: win.navigator.userAgent,
    maxTouchPoints: win.navigator.maxTouchPoints ?? 0,
    telegramObjects: ['TelegramWebviewProxy', 'TelegramWebviewProxyProto', 'Telegram'].some((name) =>
      Boolean(page[name]),
    ),
    href: url.href,
    ...(handoff === undefined ? {} : { handoff }),
  }
}
