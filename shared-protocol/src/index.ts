/**
 * The full entry, for the modal and the cloud: schemas (zod), both sides of the channel, and
 * everything the host entry has.
 */
export type { HostApi, ModalApi } from './api.js'
// The inline boot's entry (the receiver, readParentOrigin and their types).
export * from './boot.js'
export { type AcceptHostParameters, acceptHost, readParentOrigin } from './channel/acceptHost.js'
export { type ConnectModalParameters, connectModal, type ModalConnection } from './channel/connectModal.js'
export { type GuardOptions, guardPort } from './channel/guardPort.js'
export { checkModalCall, modalMethodSchemas } from './channel/modalMethodSchemas.js'
export { type ChannelStats, createChannelStats, type DropReason } from './channel/stats.js'
export {
  type AcceptHostEarlyParameters,
  acceptHostEarly,
  type ModalCallCheck,
  modalMethodNames,
  type TakeHandshakeParameters,
  takeHandshake,
} from './early/acceptHostEarly.js'
export { earlyMethodChecks, parseConnectMessage, passesEarlyCheck } from './early/earlySchemas.js'
export * from './messages/connectWallet.js'
export * from './messages/handshake.js'
export * from './messages/options.js'
export * from './messages/rpc.js'
export * from './messages/snapshot.js'
export * from './messages/telegramOnHost.js'
export * from './messages/theme.js'
export * from './messages/views.js'
export * from './messages/wallet.js'
export * from './networks/network.js'
export * from './siwx/siwxMessages.js'
export * from './siwx/siwxNames.js'
export * from './walletFrame/walletFrameEvents.js'
export * from './walletFrame/walletFrameMessages.js'
export * from './zodFree.js'
