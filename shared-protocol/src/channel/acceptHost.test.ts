import { createEndpoint, expose, proxy, type Remote, wrap } from 'comlink'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { HostApi, ModalApi } from '../api.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE } from '../messages/handshake.js'
import { acceptHost, readParentOrigin } from './acceptHost.js'
import { createWindowPair, delivered, FakeWindow, within } from './testing/fakeWindow.js'
import { createModalApi, EVIL_ORIGIN, HOST_ORIGIN, MODAL_ORIGIN, options } from './testing/fixtures.js'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The modal side listening in `modal`, embedded by `host`. */
function setup() {
  const { host, modal } = createWindowPair(HOST_ORIGIN, MODAL_ORIGIN)
  const api = createModalApi()
  const onConnect = vi.fn<(connection: { options: unknown; host: Remote<HostApi> }) => void>()
  const onStats = vi.fn()
  const accepted = acceptHost({
    parent: host.asWindow(),
    parentOrigin: HOST_ORIGIN,
    self: modal.asWindow(),
    modal: api,
    onConnect,
    onStats,
  })
  cleanups.push(accepted.destroy)
  return { host, modal, api, onConnect, onStats, stats: accepted.stats }
}

/** A connect message and its two channels, as a host would post it. */
function connectMessage(overrides: Record<string, unknown> = {}) {
  const toModal = new MessageChannel()
  const toHost = new MessageChannel()
  cleanups.push(() => {
    for (const port of [toModal.port1, toModal.port2, toHost.port1, toHost.port2]) port.close()
  })
  return {
    data: { type: CONNECT_MESSAGE, version: PROTOCOL_VERSION, options, ...overrides },
    ports: [toModal.port2, toHost.port2],
    toModal,
    toHost,
  }
}

describe('acceptHost', () => {
  test('posts ready to the parent, pinned to the parent origin', () => {
    const { host } = setup()
    expect(host.posted).toEqual([
      { data: { type: READY_MESSAGE, version: PROTOCOL_VERSION }, targetOrigin: HOST_ORIGIN, transfer: [] },
    ])
  })

  test('accepts a valid connect from the parent and exposes the modal on ports[0]', async () => {
    const { host, modal, api, onConnect, stats } = setup()
    const message = connectMessage()
    modal.receive(message.data, { source: host, origin: HOST_ORIGIN, ports: message.ports })
    await delivered()
    expect(onConnect).toHaveBeenCalledTimes(1)
    expect(onConnect.mock.calls[0]?.[0].options).toEqual(options)
    expect(stats.accepted).toBe(1)

    const remote = wrap<ModalApi>(message.toModal.port1)
    await within(remote.open({ view: 'Account' }))
    expect(api.open).toHaveBeenCalledWith({ view: 'Account' })
    expect(await within(remote.request({ method: 'eth_chainId' }))).toEqual({ ok: true, result: '0x7a69' })
  })

  test('drops and counts a connect from a foreign window', async () => {
    const { modal, onConnect, stats, onStats } = setup()
    const message = connectMessage()
    const stranger = new FakeWindow(HOST_ORIGIN)
    modal.receive(message.data, { source: stranger, origin: HOST_ORIGIN, ports: message.ports })
    await delivered()
    expect(onConnect).not.toHaveBeenCalled()
    expect(stats.dropped.foreignSource).toBe(1)
    expect(onStats).toHaveBeenCalledWith(stats)
  })

  test('drops and counts a connect from the parent window but a foreign origin', async () => {
    const { host, modal, onConnect, stats } = setup()
    const message = connectMessage()
    modal.receive(message.data, { source: host, origin: EVIL_ORIGIN, ports: message.ports })
    await delivered()
    expect(onConnect).not.toHaveBeenCalled()
    expect(stats.dropped.foreignOrigin).toBe(1)
  })

  test.each([
    ['a wrong type', { type: 'airlock:hello' }],
    ['a wrong version', { version: 2 }],
    ['missing options', { options: undefined }],
    ['options failing the schema', { options: { ...options, networks: [] } }],
    ['an extra field', { extra: true }],
  ])('drops and counts a malformed connect: %s', async (_name, overrides) => {
    const { host, modal, onConnect, stats } = setup()
    const message = connectMessage(overrides)
    modal.receive(message.data, { source: host, origin: HOST_ORIGIN, ports: message.ports })
    await delivered()
    expect(onConnect).not.toHaveBeenCalled()
    expect(stats.dropped.malformed).toBe(1)
    expect(stats.accepted).toBe(0)
  })

  test.each([
    ['no ports', 0],
    ['one port', 1],
  ])('drops and counts a connect with %s', async (_name, count) => {
    const { host, modal, onConnect, stats } = setup()
    const message = connectMessage()
    modal.receive(message.data, { source: host, origin: HOST_ORIGIN, ports: message.ports.slice(0, count) })
    await delivered()
    expect(onConnect).not.toHaveBeenCalled()
    expect(stats.dropped.malformed).toBe(1)
  })

  test('drops non-object messages as malformed', async () => {
    const { host, modal, stats } = setup()
    for (const data of [null, 'airlock:connect', 42, [CONNECT_MESSAGE]]) {
      modal.receive(data, { source: host, origin: HOST_ORIGIN })
    }
    await delivered()
    expect(stats.dropped.malformed).toBe(4)
  })

  test('counts a second connect as a duplicate and keeps the first connection', async () => {
    const { host, modal, onConnect, stats } = setup()
    const first = connectMessage()
    const second = connectMessage()
    modal.receive(first.data, { source: host, origin: HOST_ORIGIN, ports: first.ports })
    modal.receive(second.data, { source: host, origin: HOST_ORIGIN, ports: second.ports })
    await delivered()
    expect(onConnect).toHaveBeenCalledTimes(1)
    expect(stats.dropped.duplicate).toBe(1)
  })

  test('destroy stops listening', async () => {
    const { host, modal, onConnect, stats } = setup()
    for (const cleanup of cleanups.splice(0)) cleanup()
    const message = connectMessage()
    modal.receive(message.data, { source: host, origin: HOST_ORIGIN, ports: message.ports })
    await delivered()
    expect(onConnect).not.toHaveBeenCalled()
    expect(stats.accepted).toBe(0)
  })

  describe('after connecting', () => {
    async function connected() {
      const context = setup()
      const message = connectMessage()
      context.modal.receive(message.data, { source: context.host, origin: HOST_ORIGIN, ports: message.ports })
      await delivered()
      return { ...context, remote: wrap<ModalApi>(message.toModal.port1), message }
    }

    test('a call with invalid arguments is rejected quickly and counted', async () => {
      const { remote, api, stats } = await connected()
      await expect(within(remote.open({ view: 'Nope' } as never), 5_000)).rejects.toThrow(
        /Invalid arguments for open/,
      )
      await expect(within(remote.switchNetwork(42 as never), 5_000)).rejects.toThrow(/Invalid arguments/)
      expect(api.open).not.toHaveBeenCalled()
      expect(api.switchNetwork).not.toHaveBeenCalled()
      expect(stats.dropped.malformed).toBe(2)
    })

    test('a call to an unknown method is rejected', async () => {
      const { remote, stats } = await connected()
      const unknown = remote as unknown as Record<string, () => Promise<unknown>>
      await expect(within(unknown.eval?.() as Promise<unknown>, 5_000)).rejects.toThrow('Invalid message')
      expect(stats.dropped.malformed).toBe(1)
    })

    test('GET, CONSTRUCT and ENDPOINT through comlink are refused', async () => {
      const { remote, stats } = await connected()
      const loose = remote as unknown as Record<PropertyKey, unknown>
      await expect(within(Promise.resolve(loose.open) as Promise<unknown>, 5_000)).rejects.toThrow(
        'Invalid message',
      )
      const Open = remote.open as unknown as new () => Promise<unknown>
      await expect(within(new Open(), 5_000)).rejects.toThrow('Invalid message')
      const endpoint = (loose[createEndpoint] as () => Promise<MessagePort>)()
      await expect(within(endpoint, 5_000)).rejects.toThrow('Invalid message')
      expect(stats.dropped.malformed).toBe(3)
    })

    test('SET is refused with a rejection reply', async () => {
      const { message, stats } = await connected()
      const reply = new Promise<unknown>((resolve) => {
        message.toModal.port1.addEventListener('message', (event) => resolve(event.data), { once: true })
        message.toModal.port1.start()
      })
      message.toModal.port1.postMessage({
        id: 'set-1',
        type: 'SET',
        path: ['open'],
        value: { type: 'RAW', value: 1 },
      })
      expect(await within(reply, 5_000)).toMatchObject({ id: 'set-1', type: 'HANDLER', name: 'throw' })
      expect(stats.dropped.malformed).toBe(1)
    })

    test('a proxy (HANDLER) argument is refused', async () => {
      const { remote, api, stats } = await connected()
      const callback = proxy({ view: 'Account' })
      await expect(within(remote.open(callback as never), 5_000)).rejects.toThrow('Invalid message')
      expect(api.open).not.toHaveBeenCalled()
      expect(stats.dropped.malformed).toBe(1)
    })

    test('the host remote given to onConnect calls the host over ports[1]', async () => {
      const { onConnect, message } = await connected()
      const state = vi.fn(async () => {})
      expose({ state }, message.toHost.port1)
      const hostRemote = onConnect.mock.calls[0]?.[0].host as Remote<HostApi>
      await within(hostRemote.state({ view: 'Connect' } as never))
      expect(state).toHaveBeenCalledWith({ view: 'Connect' })
    })
  })
})

describe('readParentOrigin', () => {
  test('prefers ancestorOrigins', () => {
    const location = { ancestorOrigins: { length: 1, 0: HOST_ORIGIN } } as unknown as Location
    expect(readParentOrigin(location, 'http://other.test/page')).toBe(HOST_ORIGIN)
  })

  test('falls back to the referrer origin, or nothing', () => {
    const location = {} as Location
    expect(readParentOrigin(location, `${HOST_ORIGIN}/some/page?x=1`)).toBe(HOST_ORIGIN)
    expect(readParentOrigin(location, '')).toBeUndefined()
    expect(readParentOrigin(location, 'not a url')).toBeUndefined()
  })
})
