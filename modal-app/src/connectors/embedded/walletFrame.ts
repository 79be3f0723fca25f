import { SDK_VERSION } from '@airlock/shared-protocol'
import { readWalletUrl } from '../../config.js'
import { msg } from '../../i18n/t.js'
import { appStore } from '../../stores/appStore.js'
import { createWalletFrame, type WalletFrameClient, WalletFrameError } from './walletFrameClient.js'

let client: WalletFrameClient | undefined
const sessionListeners = new Set<(isConnected: boolean) => void>()

/** Hears the frame's session updates, of this frame and of any made after it. */
export function onFrameSession(listener: (isConnected: boolean) => void) {
  sessionListeners.add(listener)
  return () => sessionListeners.delete(listener)
}

/** The wallet frame, created on first use (focus on the email field, a stored embedded session). */
export function walletFrame(): WalletFrameClient {
  if (!client) {
    const { options, activeNetwork } = appStore.getState()
    client = createWalletFrame({
      walletUrl: readWalletUrl(),
      projectId: options?.projectId ?? '',
      chainId: activeNetwork?.id ?? 1,
    })
    client.onSessionUpdate((isConnected) => {
      for (const listener of [...sessionListeners]) listener(isConnected)
    })
    void syncFrame(client)
    watchTheme()
  }
  return client
}

/** The frame if one is up (signing out needs no new one). */
export const currentFrame = () => client

let themeWatched = false
/** A theme the dApp changes later reaches the frame too: its approval sits in the modal's card. So does the modal's language. */
function watchTheme() {
  if (themeWatched) return
  themeWatched = true
  appStore.subscribe(({ themeMode, themeVariables, locale }, previous) => {
    if (
      themeMode === previous.themeMode &&
      themeVariables === previous.themeVariables &&
      locale === previous.locale
    )
      return
    const frame = client
    void frame?.ready
      .then(() => frame.request('SYNC_THEME', { themeMode, themeVariables, locale }))
      .catch(() => undefined)
  })
}

/**
 * Drops the wallet frame with whatever it was doing (its pending requests answer 'Request was aborted',
 * its own loops end with its page); the next use makes a new one. The session stays (its cookie).
 */
export function dropWalletFrame(frame = client) {
  if (!frame) return
  if (client === frame) client = undefined
  frame.destroy()
}

async function syncFrame(frame: WalletFrameClient) {
  await frame.ready.catch(() => undefined)
  // Read once the frame is up: a theme or language set meanwhile is the one it needs.
  const { options, themeMode, themeVariables, locale } = appStore.getState()
  await Promise.all([
    frame.request('SYNC_THEME', { themeMode, themeVariables, locale }).catch(() => undefined),
    options
      ? frame
          .request('SYNC_DAPP_DATA', {
            projectId: options.projectId,
            sdkVersion: options.sdkVersion ?? SDK_VERSION,
            ...(options.metadata ? { metadata: options.metadata } : {}),
          })
          .catch(() => undefined)
      : undefined,
  ])
}

/** A frame refusal's English text (the dApp's RPC error message; the login views translate it). */
export const messageOf = (error: unknown) =>
  error instanceof WalletFrameError ? error.message : msg('An error occurred')
