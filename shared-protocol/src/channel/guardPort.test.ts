import { expose, type Remote, wrap } from 'comlink'
import { afterEach, beforeEach, describe, expect, type Mock, test, vi } from 'vitest'
import { guardPort } from './guardPort.js'
import { within } from './testing/fakeWindow.js'

interface Calculator {
  add(a: number, b: number): number
}

const calculator: Calculator = { add: (a, b) => a + b }

let channel: MessageChannel
beforeEach(() => {
  channel = new MessageChannel()
})
afterEach(() => {
  channel.port1.close()
  channel.port2.close()
})

/**
 * Posts `message` on port2 and returns the first reply, or `undefined` after `ms`. A reply that is
 * expected gets a generous bound (it returns as soon as the reply is in); a short one only where the
 * test asserts that nothing answers.
 */
function send(message: unknown, ms = 50): Promise<unknown> {
  return new Promise((resolve) => {
    const port = channel.port2
    const timer = setTimeout(() => done(undefined), ms)
    const onMessage = (event: MessageEvent) => done(event.data)
    function done(value: unknown) {
      clearTimeout(timer)
      port.removeEventListener('message', onMessage as EventListener)
      resolve(value)
    }
    port.addEventListener('message', onMessage as EventListener)
    port.start()
    port.postMessage(message)
  })
}

const rejection = (id: string, message: string) => ({
  id,
  type: 'HANDLER',
  name: 'throw',
  value: { isError: true, value: { name: 'ProtocolError', message } },
})
const raw = (value: unknown) => ({ type: 'RAW', value })

describe('guardPort, exposing side', () => {
  let onAccept: Mock<() => void>
  let onDrop: Mock<() => void>
  let checkArgs: Mock<(method: string, args: unknown[]) => string | undefined>
  let add: Mock<Calculator['add']>

  beforeEach(() => {
    onAccept = vi.fn()
    onDrop = vi.fn()
    checkArgs = vi.fn((_method: string, args: unknown[]) =>
      args.every((a) => typeof a === 'number') ? undefined : 'Invalid arguments for add',
    )
    add = vi.fn(calculator.add)
    expose({ add }, guardPort(channel.port1, { methods: new Set(['add']), checkArgs, onAccept, onDrop }))
  })

  test('lets an allowed call with valid raw arguments through', async () => {
    const remote: Remote<Calculator> = wrap<Calculator>(channel.port2)
    expect(await within(remote.add(2, 3))).toBe(5)
    expect(checkArgs).toHaveBeenCalledWith('add', [2, 3])
    expect(onAccept).toHaveBeenCalledTimes(1)
    expect(onDrop).not.toHaveBeenCalled()
  })

  test('answers a call with invalid arguments with the check text, and counts it', async () => {
    const remote = wrap<Calculator>(channel.port2)
    await expect(within(remote.add(2, 'x' as unknown as number))).rejects.toThrow('Invalid arguments for add')
    expect(add).not.toHaveBeenCalled()
    expect(onDrop).toHaveBeenCalledTimes(1)
  })

  test('refuses a call to a method that is not allowed', async () => {
    const remote = wrap<Calculator & { sub(a: number, b: number): number }>(channel.port2)
    await expect(within(remote.sub(2, 1))).rejects.toThrow('Invalid message')
    expect(onDrop).toHaveBeenCalledTimes(1)
  })

  test.each([
    ['GET', { id: 'g', type: 'GET', path: ['add'] }],
    ['SET', { id: 's', type: 'SET', path: ['add'], value: raw(1) }],
    ['CONSTRUCT', { id: 'c', type: 'CONSTRUCT', path: ['add'], argumentList: [] }],
    ['ENDPOINT', { id: 'e', type: 'ENDPOINT' }],
    [
      'APPLY with a HANDLER (proxy) argument',
      {
        id: 'h',
        type: 'APPLY',
        path: ['add'],
        argumentList: [raw(1), { type: 'HANDLER', name: 'proxy', value: null }],
      },
    ],
    ['APPLY on the root', { id: 'r', type: 'APPLY', path: [], argumentList: [] }],
    ['APPLY on a nested path', { id: 'n', type: 'APPLY', path: ['add', 'call'], argumentList: [] }],
    ['APPLY on an inherited name', { id: 'p', type: 'APPLY', path: ['constructor'], argumentList: [] }],
    ['APPLY without an argument list', { id: 'a', type: 'APPLY', path: ['add'] }],
    ['APPLY with a bare argument', { id: 'b', type: 'APPLY', path: ['add'], argumentList: [1, 2] }],
  ])('refuses %s with a rejection reply', async (_name, message) => {
    expect(await send(message, 5_000)).toEqual(rejection(message.id, 'Invalid message'))
    expect(add).not.toHaveBeenCalled()
    expect(onDrop).toHaveBeenCalledTimes(1)
    expect(onAccept).not.toHaveBeenCalled()
  })

  test.each([
    ['null', null],
    ['a string', 'hello'],
    ['an array', [1, 2]],
    ['a call without id', { type: 'APPLY', path: ['add'], argumentList: [raw(1), raw(2)] }],
    ['a call with a numeric id', { id: 1, type: 'APPLY', path: ['x'], argumentList: [] }],
    ['a call with an oversized id', { id: 'x'.repeat(200), type: 'GET', path: ['add'] }],
  ])('drops %s without a reply, and counts it', async (_name, message) => {
    expect(await send(message)).toBeUndefined()
    expect(add).not.toHaveBeenCalled()
    expect(onDrop).toHaveBeenCalledTimes(1)
  })

  test('lets RELEASE through, after which the exposed object stops listening', async () => {
    expect(await send({ id: 'rel', type: 'RELEASE', path: [] }, 5_000)).toEqual({
      id: 'rel',
      type: 'RAW',
      value: undefined,
    })
    expect(onAccept).toHaveBeenCalledTimes(1)
    // comlink removed its (guarded) listener, so nothing answers any more.
    expect(
      await send({ id: 'x', type: 'APPLY', path: ['add'], argumentList: [raw(1), raw(2)] }),
    ).toBeUndefined()
    expect(add).not.toHaveBeenCalled()
  })
})

describe('guardPort, calling side (no methods)', () => {
  test('passes responses to our calls through', async () => {
    const onAccept = vi.fn()
    const onDrop = vi.fn()
    expose(calculator, channel.port2)
    const remote = wrap<Calculator>(guardPort(channel.port1, { methods: new Set(), onAccept, onDrop }))
    expect(await within(remote.add(1, 1))).toBe(2)
    expect(onAccept).toHaveBeenCalledTimes(1)
    expect(onDrop).not.toHaveBeenCalled()
  })

  test('refuses calls from the peer: the calling side exposes nothing', async () => {
    const onDrop = vi.fn()
    const listener = vi.fn()
    const endpoint = guardPort(channel.port1, { methods: new Set(), onDrop })
    endpoint.addEventListener('message', listener)
    endpoint.start?.()
    const reply = await send({ id: 'q', type: 'APPLY', path: ['add'], argumentList: [raw(1), raw(2)] }, 5_000)
    expect(reply).toEqual(rejection('q', 'Invalid message'))
    expect(listener).not.toHaveBeenCalled()
    expect(onDrop).toHaveBeenCalledTimes(1)
  })

  test('drops a response-like message of the wrong shape', async () => {
    const onDrop = vi.fn()
    const listener = vi.fn()
    const endpoint = guardPort(channel.port1, { methods: new Set(), onDrop })
    endpoint.addEventListener('message', listener)
    endpoint.start?.()
    await send({ id: 'r', type: 'HANDLER', name: 'proxy', value: null })
    expect(listener).not.toHaveBeenCalled()
    expect(onDrop).toHaveBeenCalledTimes(1)
  })

  test('removeEventListener detaches the guarded listener', async () => {
    const listener = vi.fn()
    const endpoint = guardPort(channel.port1, { methods: new Set() })
    endpoint.addEventListener('message', listener)
    endpoint.start?.()
    endpoint.removeEventListener('message', listener)
    await send({ id: 'r', type: 'RAW', value: 1 })
    expect(listener).not.toHaveBeenCalled()
  })
})
