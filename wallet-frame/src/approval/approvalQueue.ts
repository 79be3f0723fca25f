import { FrameError, frameErrorCodes, frameMessages } from '../api/frameError.js'
import type { ApprovalView } from './renderApproval.js'

/** The page's side of the approval (renderApproval.ts): shows one request and reports the decision once. */
export interface ApprovalUi {
  show(view: ApprovalView, decide: (approved: boolean) => void): void
  /** How many more requests wait behind the one shown. */
  setWaiting(count: number): void
  /** Approved: the buttons stay disabled while the service signs. */
  setBusy(): void
  /** Nothing waits: the page is empty again. */
  hide(): void
}

export interface ApprovalQueue {
  /**
   * Queues a request; when the visitor approves it, runs `approve` (the signing) and resolves with its
   * result; rejects with 4001 'User rejected the request.' when the visitor rejects it.
   */
  ask<T>(view: ApprovalView, approve: () => Promise<T>): Promise<T>
  readonly size: number
}

interface Entry {
  view: ApprovalView
  run(approved: boolean): Promise<void>
}

/** One request on screen at a time, the others in arrival order behind it. */
export function createApprovalQueue(ui: ApprovalUi): ApprovalQueue {
  const waiting: Entry[] = []
  let current: Entry | undefined

  function next() {
    current = waiting.shift()
    if (!current) return ui.hide()
    const entry = current
    let decided = false
    ui.show(entry.view, (approved) => {
      if (decided) return
      decided = true
      if (approved) ui.setBusy()
      void entry.run(approved).finally(next)
    })
    ui.setWaiting(waiting.length)
  }

  return {
    ask<T>(view: ApprovalView, approve: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          view,
          async run(approved) {
            if (!approved)
              return reject(new FrameError(frameMessages.USER_REJECTED, frameErrorCodes.userRejected))
            try {
              resolve(await approve())
            } catch (error) {
              reject(error)
            }
          },
        })
        if (current) ui.setWaiting(waiting.length)
        else next()
      })
    },
    get size() {
      return waiting.length + (current ? 1 : 0)
    },
  }
}
