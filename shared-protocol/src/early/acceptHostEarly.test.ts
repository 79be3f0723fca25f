import { wrap } from 'comlink'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ModalApi } from '../api.js'
import { checkModalCall } from '../channel/modalMethodSchemas.js'
import { createWindowPair, delivered, within } from '../channel/testing/fakeWindow.js'
import { createModalApi, HOST_ORIGIN, MODAL_ORIGIN, options } from '../channel/testing/fixtures.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION } from '../messages/handshakeConstants.js'
import { acceptHostEarly, type ModalCallCheck } from './acceptHostEarly.js'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A connected modal whose full check arrives when the test resolves (or rejects) `load`. */
async function connected() {
  const { host, modal } = createWindowPair(HOST_ORIGIN, MODAL_ORIGIN)
  const api = createModalApi()
  let resolve!: (check: ModalCallCheck) => void
  let reject!: (error: Error) => void
  const load = new Promise<ModalCallCheck>((res, rej) => {
    resolve = res
    reject = rej
  })
  const onConnect = vi.fn()
  const accepted = acceptHostEarly({
    parent: host.asWindow(),
    parentOrigin: HOST_ORIGIN,
    self: modal.asWindow(),
    modal: api,
    onConnect,
    loadCheck: () => load,
  })
  const toModal = new MessageChannel()
  const toHost = new MessageChannel()
  cleanups.push(accepted.destroy, () => {
    for (const port of [toModal.port1, toModal.port2, toHost.port1, toHost.port2]) port.close()
  })
  modal.receive(
    { type: CONNECT_MESSAGE, version: PROTOCOL_VERSION, options },
    { source: host, origin: HOST_ORIGIN, ports: [toModal.port2, toHost.port2] },
  )
  await delivered()
  return { api, onConnect, stats: accepted.stats, remote: wrap<ModalApi>(toModal.port1), resolve, reject }
}

describe('acceptHostEarly', () => {
  test('accepts the handshake with the mini schema and refuses a malformed one', async () => {
    const { onConnect } = await connected()
    expect(onConnect.mock.calls[0]?.[0].options).toEqual(options)
    const { host, modal } = createWindowPair(HOST_ORIGIN, MODAL_ORIGIN)
    const refused = vi.fn()
    const accepted = acceptHostEarly({
      parent: host.asWindow(),
      parentOrigin: HOST_ORIGIN,
      self: modal.asWindow(),
      modal: createModalApi(),
      onConnect: refused,
      loadCheck: async () => checkModalCall,
    })
    cleanups.push(accepted.destroy)
    const ports = [new MessageChannel().port1, new MessageChannel().port1]
    const bad = { type: CONNECT_MESSAGE, version: PROTOCOL_VERSION, options: { ...options, networks: [] } }
    modal.receive(bad, { source: host, origin: HOST_ORIGIN, ports })
    await delivered()
    expect(refused).not.toHaveBeenCalled()
    expect(accepted.stats.dropped.malformed).toBe(1)
  })

  test('early calls act before the full schemas are loaded; later ones wait for them, in order', async () => {
    const { api, remote, resolve, stats } = await connected()
    await within(remote.open({ view: 'Connect' }))
    expect(api.open).toHaveBeenCalledTimes(1)
    const request = remote.request({ method: 'eth_chainId' })
    const close = remote.close()
    await vi.waitFor(() => expect(stats.held).toBe(2), { timeout: 5_000 })
    expect(api.request).not.toHaveBeenCalled()
    expect(api.close).not.toHaveBeenCalled()
    resolve(checkModalCall)
    expect(await within(request)).toEqual({ ok: true, result: '0x7a69' })
    await within(close)
    expect(api.request.mock.invocationCallOrder[0]).toBeLessThan(api.close.mock.invocationCallOrder[0] ?? 0)
  })

  test('an early call that fails its mini twin is refused with the full schema message', async () => {
    const { api, remote, resolve, stats } = await connected()
    const refused = expect(within(remote.open({ view: 'Nope' } as never))).rejects.toThrow(
      /Invalid arguments for open/,
    )
    await vi.waitFor(() => expect(stats.held).toBe(1), { timeout: 5_000 })
    resolve(checkModalCall)
    await refused
    expect(api.open).not.toHaveBeenCalled()
    expect(stats.dropped.malformed).toBe(1)
  })

  test('if the full schemas cannot load, held calls are refused, never let through', async () => {
    const { api, remote, reject, stats } = await connected()
    const request = expect(within(remote.request({ method: 'eth_chainId' }))).rejects.toThrow(
      /could not load/,
    )
    await vi.waitFor(() => expect(stats.held).toBe(1), { timeout: 5_000 })
    reject(new Error('chunk failed'))
    await request
    expect(api.request).not.toHaveBeenCalled()
  })
})

test('modalMethodNames lists exactly the methods modalMethodSchemas checks', async () => {
  const { modalMethodSchemas } = await import('../channel/modalMethodSchemas.js')
  const { modalMethodNames } = await import('./acceptHostEarly.js')
  expect([...modalMethodNames].sort()).toEqual(Object.keys(modalMethodSchemas).sort())
})
