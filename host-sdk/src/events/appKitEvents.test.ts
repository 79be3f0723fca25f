import type { ModalEvent, ModalSnapshot } from '@airlock/shared-protocol/host'
import { describe, expect, it } from 'vitest'
import { createStore, deriveView, type HostView, initialSnapshot } from '../state/hostState.js'
import { type AppKitEvent, eventMethods } from './appKitEvents.js'

function modal() {
  const store = createStore<HostView>(deriveView(initialSnapshot('dark', undefined), []))
  const source = { getView: store.get, subscribeSnapshot: (cb: (v: HostView) => void) => store.subscribe(cb) }
  const push = (events: ModalEvent[], more: Partial<ModalSnapshot> = {}) =>
    store.set(deriveView({ ...store.get().snapshot, ...more, events }, [], store.get()))
  return { source, push }
}

const event = (id: number, name: string, properties = {}): ModalEvent => ({
  id,
  timestamp: 1000 + id,
  event: name,
  properties,
})

describe('getEvent / subscribeEvents', () => {
  it("starts at AppKit's MODAL_CREATED and then gives the modal's last event", () => {
    const { source, push } = modal()
    const methods = eventMethods(source)
    expect(methods.getEvent().data).toEqual({ type: 'track', event: 'MODAL_CREATED' })
    push([event(1, 'MODAL_OPEN', { connected: false })])
    expect(methods.getEvent()).toEqual({
      timestamp: 1001,
      data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
  })

  it('hands each event once and in order, several in one snapshot too, none from before subscribing', () => {
    const { source, push } = modal()
    push([event(1, 'MODAL_OPEN')])
    const seen: AppKitEvent[] = []
    const stop = eventMethods(source).subscribeEvents((e) => seen.push(e))
    push([event(1, 'MODAL_OPEN')], { open: true })
    push([event(1, 'MODAL_OPEN'), event(2, 'CONNECT_SUCCESS'), event(3, 'MODAL_CLOSE')])
    push([event(1, 'MODAL_OPEN'), event(2, 'CONNECT_SUCCESS'), event(3, 'MODAL_CLOSE')], { open: false })
    expect(seen.map((e) => e.data.event)).toEqual(['CONNECT_SUCCESS', 'MODAL_CLOSE'])
    stop()
    push([event(4, 'MODAL_OPEN')])
    expect(seen).toHaveLength(2)
  })

  it("takes a reloaded modal's events, numbered from 1 again, as new", () => {
    const { source, push } = modal()
    const seen: string[] = []
    eventMethods(source).subscribeEvents((e) => seen.push(e.data.event))
    push([event(1, 'MODAL_OPEN'), event(2, 'MODAL_CLOSE')])
    push([event(1, 'MODAL_OPEN')])
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
  })
})
