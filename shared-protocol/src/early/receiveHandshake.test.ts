import { expose, wrap } from 'comlink'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ModalApi } from '../api.js'
import { createWindowPair, delivered, within } from '../channel/testing/fakeWindow.js'
import { createModalApi, HOST_ORIGIN, MODAL_ORIGIN, options } from '../channel/testing/fixtures.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE } from '../messages/handshakeConstants.js'
import { type ReceivedHandshake, receiveHandshake } from './receiveHandshake.js'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup(extra: Partial<Parameters<typeof receiveHandshake>[0]> = {}) {
  const { host, modal } = createWindowPair(HOST_ORIGIN, MODAL_ORIGIN)
  const receiver = receiveHandshake({
    parent: host.asWindow(),
    parentOrigin: HOST_ORIGIN,
    self: modal.asWindow(),
    ...extra,
  })
  const toModal = new MessageChannel()
  const toHost = new MessageChannel()
  cleanups.push(receiver.destroy, () => {
    for (const port of [toModal.port1, toModal.port2, toHost.port1, toHost.port2]) port.close()
  })
  const connect = (
    from = host,
    origin = HOST_ORIGIN,
    data: unknown = { type: CONNECT_MESSAGE, version: PROTOCOL_VERSION, options },
  ) => modal.receive(data, { source: from, origin, ports: [toModal.port2, toHost.port2] })
  return { host, modal, receiver, connect, toModal }
}

describe('receiveHandshake', () => {
  test('isEarlyCall passes a modal call whose arguments pass their early twin, and nothing else', () => {
    const { receiver } = setup()
    const apply = (method: string, ...args: unknown[]) => ({
      id: 'c1',
      type: 'APPLY',
      path: [method],
      argumentList: args.map((value) => ({ type: 'RAW', value })),
    })
    expect(receiver.isEarlyCall(apply('open', {}))).toBe(true)
    expect(receiver.isEarlyCall(apply('setThemeMode', 'dark'))).toBe(true)
    // Not an early method (it waits for the full schemas), a bad argument, a method the modal lacks.
    expect(receiver.isEarlyCall(apply('disconnect'))).toBe(false)
    expect(receiver.isEarlyCall(apply('setThemeMode', 'purple'))).toBe(false)
    expect(receiver.isEarlyCall(apply('open', { view: 'Nowhere' }))).toBe(false)
    expect(receiver.isEarlyCall(apply('constructor'))).toBe(false)
    // Not a plain call: a proxied argument, or no call at all.
    expect(
      receiver.isEarlyCall({
        ...apply('close'),
        argumentList: [{ type: 'HANDLER', name: 'proxy', value: 1 }],
      }),
    ).toBe(false)
    expect(receiver.isEarlyCall('open')).toBe(false)
    expect(receiver.methods.has('open') && !receiver.methods.has('constructor')).toBe(true)
  })

  test('says ready to the parent, addressed to its origin only', () => {
    const { host } = setup()
    expect(host.posted).toEqual([
      { data: { type: READY_MESSAGE, version: PROTOCOL_VERSION }, targetOrigin: HOST_ORIGIN, transfer: [] },
    ])
  })

  test('hands the handshake to a taker that comes later, once, and counts what it refused', async () => {
    const onAccepted = vi.fn()
    const { receiver, connect, host } = setup({ onAccepted })
    const stranger = createWindowPair('http://evil.test', MODAL_ORIGIN).host
    connect(stranger)
    connect(host, 'http://evil.test')
    connect(host, HOST_ORIGIN, {
      type: CONNECT_MESSAGE,
      version: PROTOCOL_VERSION,
      options: { ...options, networks: [] },
    })
    connect()
    connect()
    await delivered()
    expect(receiver.stats).toMatchObject({
      accepted: 1,
      dropped: { foreignSource: 1, foreignOrigin: 1, malformed: 1, duplicate: 1 },
    })
    expect(onAccepted).toHaveBeenCalledTimes(1)
    const taken: ReceivedHandshake[] = []
    receiver.take((handshake) => taken.push(handshake))
    expect(taken).toHaveLength(1)
    expect(taken[0]?.options).toEqual(options)
    expect(() => receiver.take(() => undefined)).toThrow(/taker already/)
  })

  test('a taker that comes first is called when the handshake arrives', async () => {
    const { receiver, connect } = setup()
    const take = vi.fn()
    receiver.take(take)
    expect(take).not.toHaveBeenCalled()
    connect()
    await delivered()
    expect(take).toHaveBeenCalledTimes(1)
  })

  test('calls sent before the modal took the port are seen early, then delivered to it in order', async () => {
    const seen: string[] = []
    const { receiver, connect, toModal } = setup({ onCall: (method) => seen.push(method) })
    connect()
    await delivered()
    const remote = wrap<ModalApi>(toModal.port1)
    const opened = remote.open({})
    const closed = remote.close()
    const refused = remote.open({ view: 'Nope' } as never)
    await vi.waitFor(() => expect(seen).toEqual(['open', 'close']), { timeout: 5_000 })
    const api = createModalApi()
    receiver.take(({ toModal: port }) => expose(api, port as MessagePort))
    await within(Promise.all([opened, closed, refused]))
    expect(api.open).toHaveBeenCalledTimes(2)
    expect(api.open.mock.invocationCallOrder[0]).toBeLessThan(api.close.mock.invocationCallOrder[0] ?? 0)
    expect(api.close.mock.invocationCallOrder[0]).toBeLessThan(api.open.mock.invocationCallOrder[1] ?? 0)
  })
})
