import type { AppEventName, AppEventPayload, AppEventResult } from '@airlock/shared-protocol'

/** What one app event does: its checked payload in, its `_SUCCESS` payload out; a throw answers `_ERROR`. */
export type Handler<N extends AppEventName> = (
  payload: AppEventPayload<N>,
) => Promise<AppEventResult<N>> | AppEventResult<N>

export type Handlers<N extends AppEventName = AppEventName> = { [K in N]: Handler<K> }

/** The dApp's name, address and icon from SYNC_DAPP_DATA, shown in the approval. */
export interface DappData {
  name: string
  url: string
  icon: string | undefined
}

/** What the frame remembers between events, in memory only (the session itself is the service's cookie). */
export interface FrameState {
  /** The email of the login in progress (CONNECT_EMAIL), which CONNECT_DEVICE and CONNECT_OTP continue. */
  email: string | undefined
  chainId: number | string
  dapp: DappData | undefined
}
