import { createEndpoint, expose, proxy, type Remote, wrap } from 'comlink'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { HostApi, ModalApi } from '../api.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE } from '../messages/handshake.js'
import { acceptHost } from './acceptHost.js'
import { connectModal, type ModalConnection } from './connectModal.js'
import { createWindowPair, delivered, FakeWindow, within } from './testing/fakeWindow.js'
import {
  createHostApi,
  createModalApi,
  EVIL_ORIGIN,
  HOST_ORIGIN,
  MODAL_ORIGIN,
  options,
  snapshot,
} from './testing/fixtures.js'

const ready = { type: READY_MESSAGE, version: PROTOCOL_VERSION }
const cleanups: Array<() => void> = []

let windows: ReturnType<typeof createWindowPair>
beforeEach(() => {
  windows = createWindowPair(HOST_ORIGIN, MODAL_ORIGIN)
  // connectModal listens on the global window: the host page.
  vi.stubGlobal('window', windows.host)
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
})

/** The host side, with the modal frame's window being `frameWindow`. */
function startHost(frameWindow: FakeWindow | null = windows.modal) {
  const host = createHostApi()
  const onConnect = vi.fn<(modal: Remote<ModalApi>) => void>()
  const connection: ModalConnection = connectModal({
    frame: { contentWindow: frameWindow } as unknown as HTMLIFrameElement,
    modalOrigin: MODAL_ORIGIN,
    options,
    host,
    onConnect,
  })
  cleanups.push(connection.destroy)
  return { host, onConnect, stats: connection.stats }
}

/** The real modal side in the frame window. */
function startModal() {
  const api = createModalApi()
  const onConnect = vi.fn<(connection: { options: unknown; host: Remote<HostApi> }) => void>()
  const accepted = acceptHost({
    parent: windows.host.asWindow(),
    parentOrigin: HOST_ORIGIN,
    self: windows.modal.asWindow(),
    modal: api,
    onConnect,
  })
  cleanups.push(accepted.destroy)
  return { api, onConnect, stats: accepted.stats }
}

async function handshake() {
  const host = startHost()
  const modal = startModal()
  // Waits for both sides to be connected, however loaded the machine.
  const [remote, hostRemote] = await vi.waitFor(
    () => {
      const both = [host.onConnect.mock.calls[0]?.[0], modal.onConnect.mock.calls[0]?.[0].host] as const
      if (!both[0] || !both[1]) throw new Error('handshake did not complete')
      return both as readonly [NonNullable<(typeof both)[0]>, NonNullable<(typeof both)[1]>]
    },
    { timeout: 5_000 },
  )
  return { host, modal, remote, hostRemote }
}

describe('connectModal: ready message checks', () => {
  test('drops and counts a ready from a foreign window', async () => {
    const { onConnect, stats } = startHost()
    windows.host.receive(ready, { source: new FakeWindow(MODAL_ORIGIN), origin: MODAL_ORIGIN })
    await delivered()
    expect(onConnect).not.toHaveBeenCalled()
    expect(stats.dropped.foreignSource).toBe(1)
    expect(windows.modal.posted).toHaveLength(0)
  })

  test('drops and counts a ready from the frame window with a foreign origin', async () => {
    const { onConnect, stats } = startHost()
    windows.host.receive(ready, { source: windows.modal, origin: EVIL_ORIGIN })
    await delivered()
    expect(onConnect).not.toHaveBeenCalled()
    expect(stats.dropped.foreignOrigin).toBe(1)
  })

  test('counts everything as foreign while the frame has no window', async () => {
    const { stats } = startHost(null)
    windows.host.receive(ready, { source: windows.modal, origin: MODAL_ORIGIN })
    await delivered()
    expect(stats.dropped.foreignSource).toBe(1)
  })

  test.each([
    ['a wrong type', { type: CONNECT_MESSAGE, version: PROTOCOL_VERSION }],
    ['a wrong version', { type: READY_MESSAGE, version: 2 }],
    ['null', null],
    ['a string', READY_MESSAGE],
  ])('drops and counts a malformed ready: %s', async (_name, data) => {
    const { onConnect, stats } = startHost()
    windows.host.receive(data, { source: windows.modal, origin: MODAL_ORIGIN })
    await delivered()
    expect(onConnect).not.toHaveBeenCalled()
    expect(stats.dropped.malformed).toBe(1)
  })

  test('answers a valid ready with a connect pinned to the modal origin, carrying two ports', async () => {
    const { onConnect, stats } = startHost()
    windows.host.receive(ready, { source: windows.modal, origin: MODAL_ORIGIN })
    await delivered()
    expect(onConnect).toHaveBeenCalledTimes(1)
    expect(stats.accepted).toBe(1)
    const [posted] = windows.modal.posted
    expect(posted?.data).toEqual({ type: CONNECT_MESSAGE, version: PROTOCOL_VERSION, options, storage: {} })
    expect(posted?.targetOrigin).toBe(MODAL_ORIGIN)
    expect(posted?.transfer).toHaveLength(2)
  })
})

describe('full handshake', () => {
  test('the host calls modal.open through comlink and the modal receives it', async () => {
    const { remote, modal, host } = await handshake()
    await within(remote.open({ view: 'Account' }))
    expect(modal.api.open).toHaveBeenCalledWith({ view: 'Account' })
    expect(await within(remote.request({ method: 'eth_chainId' }))).toEqual({ ok: true, result: '0x7a69' })
    expect(modal.onConnect.mock.calls[0]?.[0].options).toEqual(options)
    expect(host.stats.accepted).toBeGreaterThanOrEqual(3)
    expect(modal.stats.accepted).toBeGreaterThanOrEqual(3)
  })

  test('the modal calls the host: state snapshot and wallet request', async () => {
    const { hostRemote, host } = await handshake()
    await within(hostRemote.state(snapshot))
    expect(host.host.state).toHaveBeenCalledWith(snapshot)
    const result = await within(hostRemote.walletRequest({ walletId: 'io.metamask', method: 'eth_accounts' }))
    expect(result).toEqual({ ok: true, result: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })
  })

  test('a call with invalid arguments is rejected quickly and counted by the modal', async () => {
    const { remote, modal } = await handshake()
    await expect(within(remote.open({ view: '<script>' } as never), 5_000)).rejects.toThrow(
      /^Invalid arguments for open/,
    )
    await expect(within(remote.setThemeVariables({ '--w3m-accent': 'red;}' }), 5_000)).rejects.toThrow(
      /Invalid arguments for setThemeVariables/,
    )
    expect(modal.api.open).not.toHaveBeenCalled()
    expect(modal.api.setThemeVariables).not.toHaveBeenCalled()
    expect(modal.stats.dropped.malformed).toBe(2)
  })

  test('a call to an unknown method is rejected, both ways', async () => {
    const { remote, hostRemote, modal, host } = await handshake()
    const looseModal = remote as unknown as Record<string, () => Promise<unknown>>
    await expect(within(looseModal.constructor?.() as Promise<unknown>, 5_000)).rejects.toThrow(
      'Invalid message',
    )
    const looseHost = hostRemote as unknown as Record<string, () => Promise<unknown>>
    await expect(within(looseHost.eval?.() as Promise<unknown>, 5_000)).rejects.toThrow('Invalid message')
    expect(modal.stats.dropped.malformed).toBe(1)
    expect(host.stats.dropped.malformed).toBe(1)
  })

  test('GET, CONSTRUCT and ENDPOINT are refused on the host side too', async () => {
    const { hostRemote, host } = await handshake()
    const loose = hostRemote as unknown as Record<PropertyKey, unknown>
    await expect(within(Promise.resolve(loose.state) as Promise<unknown>, 5_000)).rejects.toThrow(
      'Invalid message',
    )
    const State = hostRemote.state as unknown as new () => Promise<unknown>
    await expect(within(new State(), 5_000)).rejects.toThrow('Invalid message')
    await expect(within((loose[createEndpoint] as () => Promise<unknown>)(), 5_000)).rejects.toThrow(
      'Invalid message',
    )
    expect(host.host.state).not.toHaveBeenCalled()
    expect(host.stats.dropped.malformed).toBe(3)
  })

  test('a proxy (HANDLER) argument to the host is refused', async () => {
    const { hostRemote, host } = await handshake()
    await expect(
      within(hostRemote.openUrl(proxy({ url: 'https://x.test', target: '_blank' }) as never), 5_000),
    ).rejects.toThrow('Invalid message')
    expect(host.host.openUrl).not.toHaveBeenCalled()
  })

  test('a reloaded frame gets a fresh connection and the old ports are closed', async () => {
    const { host, remote } = await handshake()
    windows.host.receive(ready, { source: windows.modal, origin: MODAL_ORIGIN })
    await delivered()
    expect(host.onConnect).toHaveBeenCalledTimes(2)
    expect(windows.modal.posted).toHaveLength(2)
    // The first remote's port is closed, so its calls never settle.
    await expect(within(remote.close(), 100)).rejects.toThrow(/did not settle/)
  })

  test('destroy stops listening for ready messages', async () => {
    const { onConnect } = startHost()
    for (const cleanup of cleanups.splice(0)) cleanup()
    windows.host.receive(ready, { source: windows.modal, origin: MODAL_ORIGIN })
    await delivered()
    expect(onConnect).not.toHaveBeenCalled()
  })
})

describe('a hostile peer on the ports', () => {
  test('a fake modal cannot call host methods that are not in HostApi', async () => {
    const { onConnect, stats } = startHost()
    windows.host.receive(ready, { source: windows.modal, origin: MODAL_ORIGIN })
    await delivered()
    expect(onConnect).toHaveBeenCalledTimes(1)
    const ports = windows.modal.posted[0]?.transfer as MessagePort[]
    const toHost = ports[1] as MessagePort
    cleanups.push(() => toHost.close())
    expose({}, ports[0] as MessagePort)
    const hostRemote = wrap<Record<string, (...args: unknown[]) => Promise<unknown>>>(toHost)
    const inherited = hostRemote.toString as unknown as () => Promise<unknown>
    await expect(within(inherited(), 5_000)).rejects.toThrow('Invalid message')
    expect(stats.dropped.malformed).toBe(1)
  })
})
