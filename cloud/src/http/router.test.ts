import { createServer, type Server } from 'node:http'
import { defineRoute } from '@airlock/shared-protocol/cloud-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { ANSWERED, bind, createRouter, ok, refuse } from './router.js'

const item = defineRoute({
  method: 'GET',
  path: '/v1/items/:id',
  access: 'modal',
  params: z.object({ id: z.string().regex(/^\d+$/, { error: 'Invalid id' }) }),
  invalid: 'issue',
  response: z.object({ id: z.number() }),
})
const search = defineRoute({
  method: 'GET',
  path: '/v1/items',
  access: 'modal',
  query: z.object({ limit: z.coerce.number().int().max(10) }),
  response: z.object({ items: z.array(z.number()) }),
})
const add = defineRoute({
  method: 'POST',
  path: '/v1/items',
  access: 'modal',
  body: z.object({ name: z.string().max(8) }),
  bodyBytes: 64,
  response: z.object({ added: z.string() }),
})
const broken = defineRoute({
  method: 'GET',
  path: '/v1/broken',
  access: 'public',
  response: z.object({ n: z.number() }),
})
const raw = defineRoute({ method: 'GET', path: '/v1/raw', access: 'public', response: z.never() })

describe('the router', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    const router = createRouter(
      [
        bind(item, ({ params }) => (params.id === '7' ? ok({ id: 7 }) : refuse(404, 'Item not found'))),
        bind(search, ({ query }) => ok({ items: Array.from({ length: query.limit }, (_, i) => i) })),
        bind(add, ({ body }) => ok({ added: body.name })),
        bind(broken, () => ({ status: 200, body: { n: 'not a number' as unknown as number } })),
        bind(raw, ({ response }) => {
          response.writeHead(200, { 'content-type': 'text/plain' }).end('raw')
          return ANSWERED
        }),
      ],
      { checkAnswers: true },
    )
    server = createServer(async (request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname
      const found = router.find(request.method ?? 'GET', path)
      if (!found) return void response.writeHead(404).end('none')
      if (!found.match) return void response.writeHead(405).end('method')
      await router
        .serve(found.match, request, response, '')
        .catch(() => response.writeHead(500).end('contract'))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${url}${path}`, init)
    const text = await response.text()
    return { status: response.status, text }
  }
  const post = (body: string) =>
    call('/v1/items', { method: 'POST', body, headers: { 'content-type': 'application/json' } })

  it('refuses at start two routes that one path could match', () => {
    const other = defineRoute({ ...item, path: '/v1/items/new' })
    expect(() => createRouter([bind(item, () => ok({ id: 1 })), bind(other, () => ok({ id: 2 }))])).toThrow(
      /overlap/,
    )
    // Other methods on the same template are no overlap.
    expect(() =>
      createRouter([bind(search, () => ok({ items: [] })), bind(add, () => ok({ added: '' }))]),
    ).not.toThrow()
  })

  it('matches declared templates, decodes parameters, and tells 404 from 405', async () => {
    expect(await call('/v1/items/7')).toEqual({ status: 200, text: '{"id":7}' })
    expect(await call('/v1/items/8')).toEqual({ status: 404, text: '{"message":"Item not found"}' })
    expect(await call('/v1/items/7/more')).toEqual({ status: 404, text: 'none' })
    expect(await call('/v1/items/7', { method: 'POST' })).toEqual({ status: 405, text: 'method' })
    expect((await call('/v1/items/%37')).status).toBe(200)
  })

  it("answers the schemas' refusals with 400 and the route's text", async () => {
    expect(await call('/v1/items/x')).toEqual({ status: 400, text: '{"message":"Invalid id"}' })
    expect(await call('/v1/items?limit=11')).toEqual({
      status: 400,
      text: '{"message":"Invalid query: limit"}',
    })
    expect(await call('/v1/items?limit=2')).toEqual({ status: 200, text: '{"items":[0,1]}' })
    expect(await post('{"name":"toolongname"}')).toEqual({ status: 400, text: '{"message":"Invalid body"}' })
    expect(await post('not json')).toEqual({ status: 400, text: '{"message":"Invalid body"}' })
    expect(await post(JSON.stringify({ name: 'x'.repeat(100) }))).toEqual({
      status: 413,
      text: '{"message":"Request body too large"}',
    })
    expect(await post('{"name":"pen"}')).toEqual({ status: 200, text: '{"added":"pen"}' })
  })

  it('will not send an answer outside its contract, and lets a handler write its own', async () => {
    expect(await call('/v1/broken')).toEqual({ status: 500, text: 'contract' })
    expect(await call('/v1/raw')).toEqual({ status: 200, text: 'raw' })
  })
})
