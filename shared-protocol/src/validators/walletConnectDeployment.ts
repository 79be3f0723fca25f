import * as z from 'zod'

/**
 * A modal deployment's WalletConnect settings (entry `@airlock/shared-protocol/deployment`: no DOM, for Node services), checked where they are read (the shared configuration)
 * and where they are written into the modal's page (its server), with one rule each.
 */
export const walletConnectProjectIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/i, 'a Reown project id is 32 hex characters')

/** `ws:`/`wss:`, no query: it is written into an HTML attribute and the SDK appends its own query. */
export const walletConnectRelayUrlSchema = z
  .string()
  .regex(
    /^wss?:\/\/[-a-z0-9.]+(:\d{1,5})?(\/[-\w.~/]*)?$/i,
    'a relay URL starts with ws:// or wss:// and has no query',
  )
