/**
 * The spec's and our figures (and the one formatted text, the email throttle's) that Node services share
 * with the modal (the cloud, the demo's server), as an entry of its own: no DOM, no zod, so a service's tsconfig without DOM types can import it.
 *
 * @example
 * import { rpcTransport, siwxLimits } from '@airlock/shared-protocol/constants'
 */
export { rpcTransport } from './constants/rpcTransport.js'
export { SAFE_RPC_CALLS } from './constants/safeApps.js'
export { siwxLimits } from './constants/siwx.js'
export { SOCIAL_HANDOFF_PARAMETER } from './constants/socialHandoff.js'
export { formatRetryAfterMessage } from './errors/messages.js'
export { solanaRpcBodyLimits } from './solana/rpcBodyLimits.js'
