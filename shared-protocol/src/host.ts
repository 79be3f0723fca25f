/**
 * The host-side entry: only what the host-sdk may bundle. Nothing here may import zod (types are
 * fine: `import type` is erased), so the host page never pays for the schemas.
 */
export type { HostApi, ModalApi } from './api.js'
export { connectModal, type ConnectModalParameters, type ModalConnection } from './channel/connectModal.js'
export type { ChannelStats, DropReason } from './channel/stats.js'
export { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE } from './messages/handshake.js'
export type { Features, Metadata, ModalOptions, CustomWallet } from './messages/options.js'
export type { RpcError, RpcRequest, RpcResult, WalletRequest } from './messages/rpc.js'
export type { ConnectionStatus, ModalSnapshot, OpenUrl } from './messages/snapshot.js'
export type { ThemeMode, ThemePayload, ThemeVariables } from './messages/theme.js'
export type { OpenParams, ViewName } from './messages/views.js'
export type { HostWallet, WalletEvent } from './messages/wallet.js'
export type { ChainNamespace, Network } from './networks/network.js'
