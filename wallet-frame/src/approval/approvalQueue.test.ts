import { describe, expect, it } from 'vitest'
import { toFrameErrorPayload } from '../api/frameError.js'
import { type ApprovalUi, createApprovalQueue } from './approvalQueue.js'
import type { ApprovalView } from './renderApproval.js'

const view = (title: string): ApprovalView => ({
  title,
  rows: [],
  method: 'personal_sign',
  account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  dapp: undefined,
  requestedFrom: undefined,
})

/** A UI that records what it was told and lets the test decide. */
function fakeUi() {
  const log: string[] = []
  let decide: ((approved: boolean) => void) | undefined
  const ui: ApprovalUi = {
    show(shown, d) {
      log.push(`show ${shown.title}`)
      decide = d
    },
    setWaiting: (count) => log.push(`waiting ${count}`),
    setBusy: () => log.push('busy'),
    hide: () => log.push('hide'),
  }
  return { ui, log, decide: (approved: boolean) => decide?.(approved) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createApprovalQueue', () => {
  it('shows one request at a time, in order, and hides when none is left', async () => {
    const { ui, log, decide } = fakeUi()
    const queue = createApprovalQueue(ui)
    const signed: string[] = []
    const first = queue.ask(view('first'), async () => {
      signed.push('first')
      return '0xsig1'
    })
    const second = queue.ask(view('second'), async () => {
      signed.push('second')
      return '0xsig2'
    })
    expect(queue.size).toBe(2)
    expect(log).toEqual(['show first', 'waiting 0', 'waiting 1'])
    decide(true)
    decide(true) // a second click on the same request counts once
    expect(await first).toBe('0xsig1')
    await settle()
    expect(log.slice(3)).toEqual(['busy', 'show second', 'waiting 0'])
    decide(false)
    expect(toFrameErrorPayload(await second.catch((error) => error))).toEqual({
      message: 'User rejected the request.',
      code: 4001,
    })
    await settle()
    expect(log.at(-1)).toBe('hide')
    expect(signed).toEqual(['first'])
    expect(queue.size).toBe(0)
  })

  it('passes on the signing failure and moves to the next request', async () => {
    const { ui, log, decide } = fakeUi()
    const queue = createApprovalQueue(ui)
    const failing = queue.ask(view('a'), async () => {
      throw new Error('boom')
    })
    decide(true)
    await expect(failing).rejects.toThrow('boom')
    await settle()
    expect(log.at(-1)).toBe('hide')
  })
})
