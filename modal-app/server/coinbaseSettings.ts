import { secureUrl } from '@airlock/shared-protocol'

/**
 * The modal deployment's Coinbase keys popup, from `AIRLOCK_COINBASE_KEYS_URL` of the server that hosts
 * the modal: the page the Coinbase Wallet SDK opens (https; plain http only on a loopback host, the dev
 * stand-in). Unset: Coinbase's own (the modal's default). Refused with a message naming the setting.
 */
export function coinbaseKeysToken(env: Record<string, string | undefined>) {
  const value = env.AIRLOCK_COINBASE_KEYS_URL?.trim() ?? ''
  if (value && !secureUrl(value))
    throw new Error(`Invalid AIRLOCK_COINBASE_KEYS_URL: an https URL is needed, not ${value}`)
  return { __AIRLOCK_COINBASE_KEYS_URL__: value }
}
