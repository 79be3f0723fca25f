import type { HostScriptHook } from '../scripts/hostScript.js'
import { type SafeMessengerParameters, safeMessenger } from './safeMessenger.js'
import { createSafeProvider, type SafeInfo } from './safeProvider.js'

/** The Safe's wallet id in the modal's list and in the stored session. */
export const SAFE_WALLET_ID = 'safe'

// Airlock's own drawing (a shield), not Safe's logo: the icon is a data URI, as the list requires.
const SAFE_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#12FF80"/><path d="M20 8l10 4v8c0 6-4.3 10.7-10 12-5.7-1.3-10-6-10-12v-8z" fill="#121312"/></svg>',
)}`

/** How long the parent has to say it is a Safe: a page framed by anything else waits no longer. */
export const SAFE_PROBE_MS = 1500

export interface StartSafeParameters extends SafeMessengerParameters {
  timeoutMs?: number
}

const isSafeInfo = (info: unknown): info is SafeInfo => {
  const safe = info as Partial<SafeInfo> | null
  return (
    typeof safe?.safeAddress === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(safe.safeAddress) &&
    Number.isSafeInteger(safe.chainId) &&
    (safe.chainId as number) > 0
  )
}

/**
 * Asks the parent window whether it is Safe{Wallet} (`getSafeInfo`, briefly) and, when a Safe
 * answers, lists it as the host wallet `safe` and connects it without a click: a dApp opened as a
 * Safe App acts for that Safe. Resolves with the Safe, or undefined when the parent is no Safe.
 */
export async function startSafe(
  [add, appKit]: HostScriptHook,
  { timeoutMs = SAFE_PROBE_MS, ...windows }: StartSafeParameters = {},
): Promise<SafeInfo | undefined> {
  const messenger = safeMessenger(windows)
  let info: unknown
  try {
    info = await messenger.call('getSafeInfo', undefined, timeoutMs)
  } catch {
    info = undefined
  }
  if (!isSafeInfo(info)) {
    messenger.stop()
    return undefined
  }
  const provider = createSafeProvider(info, messenger)
  add({ id: SAFE_WALLET_ID, name: 'Safe', icon: SAFE_ICON, type: 'EXTERNAL', provider })
  await appKit.connectWallet(SAFE_WALLET_ID, 'eip155').catch((error: unknown) => {
    console.warn(`[Airlock] The Safe did not connect: ${(error as Error)?.message ?? error}`)
  })
  return info
}
