/**
 * The host-side entry: only what the host-sdk may bundle. Nothing here may import zod (types are
 * fine: `import type` is erased), so the host page never pays for the schemas.
 */
export type { HostApi, ModalApi } from './api.js'
export { type ConnectModalParameters, connectModal, type ModalConnection } from './channel/connectModal.js'
export type { ChannelStats, DropReason } from './channel/stats.js'
export type { DefaultAccountTypes } from './constants/accountTypes.js'
export type { ConnectedWallet, ConnectWalletParams } from './messages/connectWallet.js'
export { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE } from './messages/handshakeConstants.js'
export type { CustomWallet, Features, Metadata, ModalOptions } from './messages/options.js'
export type { RpcError, RpcRequest, RpcResult, WalletRequest } from './messages/rpc.js'
export type { ConnectionStatus, ModalEvent, ModalSnapshot, OpenUrl } from './messages/snapshot.js'
export type { TelegramOnHost } from './messages/telegramOnHost.js'
export type { ThemeMode, ThemePayload, ThemeVariables } from './messages/theme.js'
export type { OpenParams, ViewName } from './messages/views.js'
export type { HostWallet, WalletEvent } from './messages/wallet.js'
export { chainNamespaces } from './networks/chainNamespaces.js'
export type { ChainNamespace, Network } from './networks/network.js'
export type { SiwxMessageData, SiwxSession } from './siwx/siwxMessages.js'
export {
  SIWX_SESSIONS_KEY,
  type SiwxCall,
  type SiwxMethod,
  siweMethods,
  siwxMethods,
} from './siwx/siwxNames.js'
// Constants, errors, CAIP helpers and validators: all zod-free (checked by index.test.ts).
export * from './zodFree.js'
