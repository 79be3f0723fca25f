import {
  walletConnectProjectIdSchema,
  walletConnectRelayUrlSchema,
} from '@airlock/shared-protocol/deployment'
import { z } from 'zod'

/**
 * The modal deployment's WalletConnect settings, from the environment of the server that hosts the modal:
 * - `AIRLOCK_WALLETCONNECT_PROJECT_ID`: a Reown project id (32 hex characters). Alone, the modal pairs on
 *   the WalletConnect network (the SDK's default relay, Verify on) so public wallets see its proposals.
 * - `AIRLOCK_WALLETCONNECT_RELAY_URL`: a self-hosted relay (`ws:`/`wss:`, e.g. the cloud's). Opt-in; it
 *   wins over the project id.
 * Neither (`npm start`, the tests): the cloud's own relay, as before.
 */
const schema = z.object({
  AIRLOCK_WALLETCONNECT_PROJECT_ID: walletConnectProjectIdSchema.optional(),
  AIRLOCK_WALLETCONNECT_RELAY_URL: walletConnectRelayUrlSchema.optional(),
})

export type WalletConnectSettings = z.infer<typeof schema>

/** The settings, or an error naming each setting to change. An empty value counts as unset. */
export function readWalletConnectSettings(env: Record<string, string | undefined>): WalletConnectSettings {
  const set = (name: keyof WalletConnectSettings) => (env[name]?.trim() ? env[name]?.trim() : undefined)
  const parsed = schema.safeParse({
    AIRLOCK_WALLETCONNECT_PROJECT_ID: set('AIRLOCK_WALLETCONNECT_PROJECT_ID'),
    AIRLOCK_WALLETCONNECT_RELAY_URL: set('AIRLOCK_WALLETCONNECT_RELAY_URL'),
  })
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid WalletConnect settings: ${problems.join('; ')}`)
}

/** What the modal's index.html tags are filled with (modal-app/src/controllers/walletConnectSettings.ts reads them). */
export function walletConnectTokens(settings: WalletConnectSettings) {
  return {
    __AIRLOCK_WALLETCONNECT_PROJECT_ID__: settings.AIRLOCK_WALLETCONNECT_PROJECT_ID ?? '',
    __AIRLOCK_WALLETCONNECT_RELAY_URL__: settings.AIRLOCK_WALLETCONNECT_RELAY_URL ?? '',
  }
}
