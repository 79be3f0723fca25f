import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { setHostOrigin } from '../config.js'
import { appStore, initialState } from '../stores/appStore.js'
import { type CloudRequestError, cloudRequest, isRefusal } from './cloudRequest.js'

const fetchMock = vi.fn<typeof fetch>()
const Answer = z.object({ ok: z.literal(true) })

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  appStore.setState(initialState(), true)
  appStore.setState({ options: { projectId: 'p1' } as never })
  setHostOrigin('http://app.localhost:5173')
})
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  setHostOrigin('')
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error as CloudRequestError,
  )

describe('cloudRequest', () => {
  it('GETs with the project and the host origin, and checks the answer', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }))
    await expect(cloudRequest('/v1/x', Answer, { query: { a: '1' } })).resolves.toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toBe('http://127.0.0.1:8787/v1/x?a=1&projectId=p1')
    expect(init?.method).toBe('GET')
    expect(init?.headers).toEqual({ 'x-airlock-host-origin': 'http://app.localhost:5173' })
  })

  it('POSTs a body as JSON', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }))
    await cloudRequest('/v1/x', Answer, { body: { amount: '50' } })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"amount":"50"}')
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' })
  })

  it('refuses an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: 'yes' }))
    await expect(cloudRequest('/v1/x', Answer)).rejects.toThrow()
  })

  it("gives a 400's message as a refusal", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: 'Amount must be between 10 and 7500 USD' }, { status: 400 }),
    )
    const error = await failure(cloudRequest('/v1/x', Answer))
    expect(error.message).toBe('Amount must be between 10 and 7500 USD')
    expect(isRefusal(error)).toBe(true)
  })

  it("gives a 404's message as a failure: the route or the thing asked for is not there", async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Checkout not found' }, { status: 404 }))
    const error = await failure(cloudRequest('/v1/x', Answer))
    expect(error.message).toBe('Checkout not found')
    expect(error.status).toBe(404)
    expect(isRefusal(error)).toBe(false)
  })

  it.each([
    [503, { message: 'The chain node did not answer' }],
    [429, { message: 'Too many requests' }],
    [400, { message: 'x'.repeat(201) }],
    [400, 'not json'],
  ])('a %i without a short message is a failure with the status text', async (status, body) => {
    fetchMock.mockResolvedValue(
      typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status }),
    )
    const error = await failure(cloudRequest('/v1/x', Answer))
    expect(error.message).toBe(`HTTP status code: ${status}`)
    expect(error.status).toBe(status)
    expect(isRefusal(error)).toBe(false)
  })
})
