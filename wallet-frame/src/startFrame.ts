import {
  APP_EVENT_PREFIX,
  type AppEventName,
  type AppMessage,
  type ChannelStats,
  errorEventType,
  type FrameMessage,
  frameEventType,
  successEventType,
} from '@airlock/shared-protocol'
import { toFrameErrorPayload } from './api/frameError.js'
import { createWalletApi, type WalletApi } from './api/walletApi.js'
import { createApprovalQueue } from './approval/approvalQueue.js'
import { type MountApprovalOptions, mountApproval } from './approval/renderApproval.js'
import type { FrameWindow } from './channel/frameWindow.js'
import { listenToModal } from './channel/listenToModal.js'
import { listenToPopup, type ProofListenerStats } from './channel/listenToPopup.js'
import { pinParent } from './channel/pinParent.js'
import { readChainId, readModalOrigin, readProjectId } from './config/readFrameConfig.js'
import { accountHandlers } from './handlers/accountHandlers.js'
import type { AwaitDeviceOptions } from './handlers/awaitDevice.js'
import { emailUpdateHandlers } from './handlers/emailUpdateHandlers.js'
import type { FrameState, Handlers } from './handlers/handlerTypes.js'
import { loginHandlers } from './handlers/loginHandlers.js'
import { rpcHandler } from './handlers/rpcHandler.js'
import { type PendingLogins, socialHandlers, socialProofOf } from './handlers/socialHandlers.js'
import { applyLocale } from './i18n/loadLocale.js'
import { applyTheme } from './theme/applyTheme.js'

export interface StartFrameOptions {
  fetch?: Parameters<typeof createWalletApi>[0]
  /** See renderApproval.ts; clickGuardTimes.dwell unless told. */
  armMs?: number
  /** See renderApproval.ts: the visibility check's source, for tests. */
  sightEnv?: MountApprovalOptions['sightEnv']
  deviceOptions?: AwaitDeviceOptions
}

export interface RunningFrame {
  modalOrigin: string
  stats: ChannelStats
  /** The social popup's proof listener (listenToPopup.ts): answered and dropped requests. */
  proofStats: ProofListenerStats
  state: FrameState
  destroy(): void
}

/** The page around the modal as the browser reports it (`ancestorOrigins[1]`; 'null' when withheld). */
function embeddingOrigin(self: FrameWindow): string | undefined {
  const origin = self.location.ancestorOrigins?.[1]
  return origin && origin !== 'null' ? origin : undefined
}

function createHandlers(
  self: FrameWindow,
  api: WalletApi,
  state: FrameState,
  pending: PendingLogins,
  options: StartFrameOptions,
) {
  const root =
    self.document.getElementById('approval') ??
    self.document.body.appendChild(self.document.createElement('main'))
  const approval = mountApproval(root, { armMs: options.armMs, sightEnv: options.sightEnv })
  const approvals = createApprovalQueue(approval)
  const handlers: Handlers = {
    ...loginHandlers(api, state, options.deviceOptions),
    ...emailUpdateHandlers(api),
    ...accountHandlers(api, state),
    ...socialHandlers(api, pending),
    RPC_REQUEST: rpcHandler({ api, state, approvals, requestedFrom: () => embeddingOrigin(self) }),
    // The modal's look and language: the approval on screen is drawn again in the locale sent.
    async SYNC_THEME(payload) {
      applyTheme(self.document.documentElement, payload)
      if (payload.locale) await applyLocale(self.document.documentElement, payload.locale, approval.redraw)
      return {}
    },
    RELOAD: () => ({}),
  }
  return handlers
}

/**
 * Starts the frame in `self` if its parent is the modal (pinParent.ts): answers every app event of the
 * protocol with `_SUCCESS` or `_ERROR` (same id), says READY, and SESSION_UPDATE after a sign-out.
 * Anywhere else it stays inert (`data-frame="inert"` on the root) and returns undefined.
 */
export function startFrame(self: FrameWindow, options: StartFrameOptions = {}): RunningFrame | undefined {
  const html = self.document.documentElement
  const modalOrigin = pinParent(self, readModalOrigin(self.document))
  if (!modalOrigin) {
    html.dataset.frame = 'inert'
    return undefined
  }
  html.dataset.frame = 'active'
  const api = createWalletApi(options.fetch, readProjectId(self.location.search))
  const state: FrameState = { email: undefined, chainId: readChainId(self.location.search), dapp: undefined }
  const pending: PendingLogins = {}
  const handlers = createHandlers(self, api, state, pending, options)
  const afterSuccess: Partial<Record<AppEventName, () => void>> = {
    SIGN_OUT: () => channel.post({ type: frameEventType('SESSION_UPDATE'), payload: { isConnected: false } }),
    RELOAD: () => self.location.reload(),
  }

  async function dispatch(message: AppMessage) {
    const name = message.type.slice(APP_EVENT_PREFIX.length) as AppEventName
    const handler = handlers[name] as unknown as (payload: unknown) => unknown
    let answer: FrameMessage
    try {
      const payload = await handler(message.payload)
      answer = { type: successEventType(name), id: message.id, payload } as FrameMessage
    } catch (error) {
      answer = {
        type: errorEventType(name),
        id: message.id,
        payload: toFrameErrorPayload(error),
      } as FrameMessage
    }
    channel.post(answer)
    if (answer.type === successEventType(name)) afterSuccess[name]?.()
  }

  const channel = listenToModal({ self, modalOrigin, onMessage: (message) => void dispatch(message) })
  const popup = listenToPopup({ self, proofOf: (intent) => socialProofOf(pending, intent) })
  channel.post({ type: frameEventType('READY') })
  const destroy = () => {
    channel.destroy()
    popup.destroy()
  }
  return { modalOrigin, stats: channel.stats, proofStats: popup.stats, state, destroy }
}
