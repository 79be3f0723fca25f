/**
 * The modal's inline boot entry: what its HTML runs before the app's code has loaded (the first
 * half of the handshake). Nothing here may import zod or comlink: it is inlined into every page load.
 */

export type { PortLike } from './channel/guardPort.js'
export { readParentOrigin } from './channel/readParentOrigin.js'
export type { ChannelStats } from './channel/stats.js'
export {
  type HandshakeReceiver,
  type ReceivedHandshake,
  type ReceiveHandshakeParameters,
  receiveHandshake,
} from './early/receiveHandshake.js'
export type { ModalOptions } from './messages/options.js'
export type { ThemeMode, ThemeVariables } from './messages/theme.js'
