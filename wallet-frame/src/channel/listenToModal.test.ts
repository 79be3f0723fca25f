import { describe, expect, it, vi } from 'vitest'
import { fakeFrameWindow, HOST, MODAL } from '../testing/fakeFrameWindow.js'
import { listenToModal } from './listenToModal.js'

const getUser = { type: '@airlock-app/GET_USER', id: 'r1', payload: {} }

describe('listenToModal', () => {
  it('takes only checked app events from window.parent at the modal origin, counting the rest', () => {
    const { self, send } = fakeFrameWindow()
    const onMessage = vi.fn()
    const channel = listenToModal({ self, modalOrigin: MODAL, onMessage })
    send(getUser)
    send(getUser, { source: {} }) // a sibling frame or popup
    send(getUser, { source: null })
    send(getUser, { origin: HOST }) // the parent, but not at the modal origin (navigated away)
    send({ ...getUser, type: '@airlock-app/STEAL_KEY' })
    send({ ...getUser, payload: { chainId: { toString: 'x' } } })
    send('@airlock-app/GET_USER')
    send({ type: '@airlock-app/CONNECT_EMAIL', id: 'r2', payload: { email: 'a@example.com', extra: 1 } })
    expect(onMessage.mock.calls).toEqual([
      [getUser],
      [{ type: '@airlock-app/CONNECT_EMAIL', id: 'r2', payload: { email: 'a@example.com' } }],
    ])
    expect(channel.stats).toEqual({
      accepted: 2,
      dropped: { foreignSource: 2, foreignOrigin: 1, malformed: 3, duplicate: 0 },
      held: 0,
    })
    channel.destroy()
    send(getUser)
    expect(onMessage).toHaveBeenCalledTimes(2)
  })

  it('posts to the parent at the modal origin only', () => {
    const { self, posted } = fakeFrameWindow()
    listenToModal({ self, modalOrigin: MODAL, onMessage: () => {} }).post({ type: '@airlock-frame/READY' })
    expect(posted).toEqual([{ message: { type: '@airlock-frame/READY' }, targetOrigin: MODAL }])
  })
})
