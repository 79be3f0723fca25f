import * as comlink from 'comlink'
import { afterEach, describe, expect, it } from 'vitest'
import { expose, wrap } from './comlinkLite.js'

interface Api {
  add(a: number, b: number): Promise<number>
  fail(message: string): Promise<void>
  failSync(): number
  throwValue(): Promise<never>
  giveFunction(): Promise<unknown>
  echo(value: unknown): Promise<unknown>
}

const api = {
  calls: 0,
  async add(a: number, b: number) {
    this.calls++
    return a + b
  },
  async fail(message: string): Promise<never> {
    throw new RangeError(message)
  },
  failSync(): number {
    throw new Error('at once')
  },
  async throwValue(): Promise<never> {
    throw { code: 4001 }
  },
  async giveFunction() {
    return () => 1
  },
  echo: async (value: unknown) => value,
}

const channels: MessageChannel[] = []
const channel = () => {
  const created = new MessageChannel()
  channels.push(created)
  return created
}
afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close()
    port2.close()
  }
})

// Both directions against the real comlink, which the modal speaks.
const pairs = {
  'lite wrap -> comlink expose': () => {
    const { port1, port2 } = channel()
    comlink.expose(api, port2)
    return wrap<Api>(port1)
  },
  'comlink wrap -> lite expose': () => {
    const { port1, port2 } = channel()
    expose(api, port2)
    return comlink.wrap<Api>(port1) as unknown as ReturnType<typeof wrap<Api>>
  },
  'lite wrap -> lite expose': () => {
    const { port1, port2 } = channel()
    expose(api, port2)
    return wrap<Api>(port1)
  },
}

describe.each(Object.entries(pairs))('comlinkLite, %s', (_, connect) => {
  it('calls methods with their receiver and resolves with the result', async () => {
    const remote = connect()
    const before = api.calls
    expect(await Promise.all([remote.add(1, 2), remote.add(20, 22)])).toEqual([3, 42])
    expect(api.calls).toBe(before + 2)
    expect(await remote.echo({ deep: [1, 'two'] })).toEqual({ deep: [1, 'two'] })
  })

  it('rejects with the thrown error, its name and message kept', async () => {
    const remote = connect()
    const error = await remote.fail('out of range').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'RangeError', message: 'out of range' })
    await expect(remote.failSync()).rejects.toThrow('at once')
    await expect(remote.throwValue()).rejects.toEqual({ code: 4001 })
  })

  it('rejects an answer structured clone refuses instead of leaving the call pending', async () => {
    const remote = connect()
    await expect(remote.giveFunction()).rejects.toThrow(/Unserializable|could not be cloned/)
  })
})

describe('comlinkLite wrap', () => {
  it('is not thenable, so a promise can resolve with it (as the host does on connect)', async () => {
    const { port1, port2 } = channel()
    comlink.expose(api, port2)
    const remote = wrap<Api>(port1)
    const resolved = await Promise.resolve(remote)
    expect(resolved).toBe(remote)
    expect(await resolved.add(2, 3)).toBe(5)
  })

  it('writes the comlink wire format the modal guard checks: APPLY, one-name path, RAW arguments', async () => {
    const { port1, port2 } = channel()
    const seen = new Promise<unknown>((resolve) => {
      port2.onmessage = (event) => {
        resolve(event.data)
        port2.postMessage({ id: event.data.id, type: 'RAW', value: 'ok' })
      }
    })
    const remote = wrap<{ open(view: { view: string }): Promise<string> }>(port1)
    const answer = remote.open({ view: 'Connect' })
    expect(await seen).toEqual({
      id: expect.any(String),
      type: 'APPLY',
      path: ['open'],
      argumentList: [{ type: 'RAW', value: { view: 'Connect' } }],
    })
    expect(await answer).toBe('ok')
  })
})

describe('comlinkLite expose', () => {
  it('answers RELEASE and stops answering after it', async () => {
    const { port1, port2 } = channel()
    expose(api, port2)
    const answers: { id: string }[] = []
    let arrived: () => void = () => undefined
    port1.onmessage = (event) => {
      answers.push(event.data)
      arrived()
    }
    const answered = (id: string) =>
      new Promise<void>((resolve) => {
        arrived = () => answers.some((a) => a.id === id) && resolve()
        arrived()
      })
    port1.postMessage({ id: 'r', type: 'RELEASE', path: [] })
    await answered('r')
    expect(answers).toEqual([{ id: 'r', type: 'RAW', value: undefined }])
    // After the call, a marker goes back on the same port from a later task than any answer
    // expose would give (its answers leave in microtasks), so an answer would arrive first.
    port2.addEventListener('message', (event) => {
      if (event.data.id === 'late') setTimeout(() => port2.postMessage({ id: 'marker' }))
    })
    port1.postMessage({ id: 'late', type: 'APPLY', path: ['add'], argumentList: [] })
    await answered('marker')
    expect(answers.map((a) => a.id)).toEqual(['r', 'marker'])
  })
})
