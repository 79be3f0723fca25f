// Zod-free, so the host entry can name them without the schemas.
/** The SIWX config's methods (AppKit's SIWXConfig) the modal may call in the host page. */
export const siwxMethods = [
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
] as const
/** An old app's `siweConfig` (AppKit's SIWE): the modal adapts it to SIWX, calling these. */
export const siweMethods = [
  'getNonce',
  'getMessageParams',
  'createMessage',
  'verifyMessage',
  'getSession',
  'signOut',
] as const
export type SiwxMethod = (typeof siwxMethods)[number] | (typeof siweMethods)[number]

/**
 * One call of the host's SIWX (or SIWE) config: its functions stay in the host page. The host
 * answers the result made plain (JSON); a SIWX `createMessage` answers `{ data, message }` (the
 * message object's fields and its text). The modal checks every answer before using it.
 */
export interface SiwxCall {
  method: SiwxMethod
  args: unknown[]
}

/** Sessions kept in the host page's storage by the default SIWX (a list of SiwxSession, JSON). */
export const SIWX_SESSIONS_KEY = '@airlock/siwx-sessions'
