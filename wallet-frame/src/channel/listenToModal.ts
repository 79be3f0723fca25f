import {
  type AppMessage,
  type ChannelStats,
  createChannelStats,
  type FrameMessage,
} from '@airlock/shared-protocol'
import { parseAppMessage } from './appMessageCheck.js'
import type { FrameWindow } from './frameWindow.js'

export interface ModalChannel {
  /** Accepted and dropped messages, by reason (never acted on). */
  stats: ChannelStats
  /** Posts to the modal, and only to it (targetOrigin is the pinned origin, never '*'). */
  post(message: FrameMessage): void
  destroy(): void
}

export interface ListenToModalParameters {
  self: FrameWindow
  /** The pinned modal origin (see pinParent.ts). */
  modalOrigin: string
  onMessage(message: AppMessage): void
}

/**
 * The frame's receive side, in penpal's order as the modal's acceptHost: drop unless the message comes
 * from `window.parent`, then unless from the modal's origin, then unless it is an app event of the
 * protocol (`parseAppMessage`). Every drop is counted; only the checked copy reaches `onMessage`.
 */
export function listenToModal({ self, modalOrigin, onMessage }: ListenToModalParameters): ModalChannel {
  const stats = createChannelStats()
  function receive(event: MessageEvent) {
    if (event.source !== (self.parent as unknown)) return void stats.dropped.foreignSource++
    if (event.origin !== modalOrigin) return void stats.dropped.foreignOrigin++
    const message = parseAppMessage(event.data)
    if (!message) return void stats.dropped.malformed++
    stats.accepted++
    onMessage(message)
  }
  self.addEventListener('message', receive)
  return {
    stats,
    post: (message) => self.parent.postMessage(message, modalOrigin),
    destroy: () => self.removeEventListener('message', receive),
  }
}
