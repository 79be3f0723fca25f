/**
 * The handshake's wire constants, in a file without zod so the host side (`connectModal`) can
 * use them without bundling the schemas. `handshake.ts` re-exports them.
 */
export const PROTOCOL_VERSION = 1
export const READY_MESSAGE = 'airlock:ready'
export const CONNECT_MESSAGE = 'airlock:connect'
