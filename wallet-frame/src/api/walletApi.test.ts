import { describe, expect, it, vi } from 'vitest'
import { failure } from '../testing/failure.js'
import { FrameError, toFrameErrorPayload } from './frameError.js'
import { createWalletApi } from './walletApi.js'

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

describe('createWalletApi', () => {
  it('calls the same origin with the session cookie and JSON bodies', async () => {
    const fetch = vi.fn(async () => answer(200, { action: 'VERIFY_OTP' }))
    const api = createWalletApi(fetch)
    expect(await api.post('/api/email/connect', { email: 'a@example.com' })).toEqual({ action: 'VERIFY_OTP' })
    await api.get('/api/user')
    const [[postPath, post], [getPath, get]] = fetch.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ]
    expect(postPath).toBe('/api/email/connect')
    expect(post).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@example.com"}',
    })
    expect(post.signal).toBeInstanceOf(AbortSignal)
    expect(getPath).toBe('/api/user')
    expect(get).toMatchObject({ method: 'GET', credentials: 'include' })
    expect(get.body).toBeUndefined()
  })

  it("names the frame's project on every call, for its mail budget", async () => {
    const fetch = vi.fn(async () => answer(200, {}))
    const api = createWalletApi(fetch, 'airlock-demo')
    await api.post('/api/email/connect', { email: 'a@example.com' })
    await api.get('/api/user')
    const [[, post], [, get]] = fetch.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]]
    expect(post.headers).toEqual({
      'content-type': 'application/json',
      'x-airlock-project-id': 'airlock-demo',
    })
    expect(get.headers).toEqual({ 'x-airlock-project-id': 'airlock-demo' })
  })

  it("maps the service's refusals to the _ERROR payload", async () => {
    const cases: [Response, { message: string; code?: number }][] = [
      [answer(401, { message: 'Not signed in' }), { message: 'Not signed in' }],
      [
        answer(400, { error: { code: 4200, message: 'Requested RPC call is not allowed' } }),
        { message: 'Requested RPC call is not allowed', code: 4200 },
      ],
      [
        answer(400, { error: { code: -32602, message: 'Invalid params: expected [message, address]' } }),
        { message: 'Invalid params: expected [message, address]', code: -32602 },
      ],
      [answer(502, '<html>Bad gateway</html>'), { message: 'HTTP status code: 502' }],
      [answer(500, { nothing: true }), { message: 'HTTP status code: 500' }],
      [answer(200, 'not json'), { message: 'An error occurred' }],
      [answer(400, { message: 'x'.repeat(600) }), { message: 'x'.repeat(500) }],
    ]
    for (const [response, expected] of cases) {
      const api = createWalletApi(async () => response)
      expect(await failure(api.get('/api/user'))).toEqual(expected)
    }
  })

  it("answers a network failure with 'An error occurred'", async () => {
    const api = createWalletApi(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await failure(api.post('/api/sign-out', {}))).toEqual({ message: 'An error occurred' })
  })

  it('never leaks the text of an unexpected exception', () => {
    expect(toFrameErrorPayload(new Error('secret stack'))).toEqual({ message: 'An error occurred' })
    expect(toFrameErrorPayload(new FrameError('Invalid code'))).toEqual({ message: 'Invalid code' })
  })
})
