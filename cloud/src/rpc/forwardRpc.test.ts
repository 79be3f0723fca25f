import { describe, expect, it, vi } from 'vitest'
import { forwardRpc } from './forwardRpc.js'

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers })

describe('forwardRpc', () => {
  it('returns the first good answer', async () => {
    const fetcher = vi.fn(async () => reply(200, { jsonrpc: '2.0', id: 1, result: '0x7a69' }))
    expect(await forwardRpc(['http://a'], '{}', fetcher as typeof fetch)).toEqual({
      status: 200,
      body: '{"jsonrpc":"2.0","id":1,"result":"0x7a69"}',
    })
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('retries 429 and -32005 with backoff, honouring Retry-After, then succeeds', async () => {
    const answers = [
      reply(429, {}, { 'retry-after': '0' }),
      reply(200, { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'limit' } }),
      reply(200, { jsonrpc: '2.0', id: 1, result: '0x1' }),
    ]
    const fetcher = vi.fn(async () => answers.shift() as Response)
    const result = await forwardRpc(['http://a'], '{}', fetcher as typeof fetch)
    expect(JSON.parse(result.body)).toMatchObject({ result: '0x1' })
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  it('falls back to the next endpoint after 3 retries, and does not retry a plain error', async () => {
    const calls: string[] = []
    const fetcher = vi.fn(async (url: string) => {
      calls.push(url)
      return url === 'http://a' ? reply(503, {}, { 'retry-after': '0' }) : reply(400, { error: 'bad' })
    })
    const result = await forwardRpc(['http://a', 'http://b'], '{}', fetcher as unknown as typeof fetch)
    expect(calls).toEqual(['http://a', 'http://a', 'http://a', 'http://a', 'http://b'])
    expect(result.status).toBe(400)
  })

  it('leaves an endpoint that does not answer at once for the next, and retries the last one', async () => {
    const calls: string[] = []
    const fetcher = vi.fn(async (url: string) => {
      calls.push(url)
      if (url === 'http://dead') throw new TypeError('fetch failed')
      return calls.filter((c) => c === 'http://b').length < 2
        ? Promise.reject(new TypeError('fetch failed'))
        : reply(200, { jsonrpc: '2.0', id: 1, result: '0x1' })
    })
    const result = await forwardRpc(['http://dead', 'http://b'], '{}', fetcher as unknown as typeof fetch)
    expect(calls).toEqual(['http://dead', 'http://b', 'http://b'])
    expect(JSON.parse(result.body)).toMatchObject({ result: '0x1' })
  })
})
