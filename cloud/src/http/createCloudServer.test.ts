import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloud } from './createCloudServer.js'

let cloud: RunningCloud
beforeAll(async () => {
  cloud = await createCloudServer({ port: 0 })
})
afterAll(() => cloud.close())

const get = (path: string, init?: RequestInit) => fetch(`${cloud.url}${path}`, init)

describe('cloud HTTP API', () => {
  it('serves the real wallet directory with paging and search', async () => {
    const page = (await (await get('/getWallets?projectId=airlock-demo&page=1&entries=4')).json()) as {
      count: number
      data: { name: string }[]
    }
    expect(page.count).toBeGreaterThan(50)
    expect(page.data.map((w) => w.name)).toEqual(['MetaMask', 'Trust', 'Coinbase Wallet', 'Rainbow'])
    const search = (await (await get('/getWallets?projectId=airlock-demo&search=%20rabby%20')).json()) as {
      data: { name: string }[]
    }
    expect(search.data.map((w) => w.name)).toEqual(['Rabby Wallet'])
  })

  it('answers bad parameters with 400 and a message', async () => {
    const response = await get('/getWallets?projectId=airlock-demo&entries=5000')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid query: entries' })
  })

  it('serves wallet images and refuses unknown ids and traversal', async () => {
    const page = (await (await get('/getWallets?projectId=airlock-demo&search=MetaMask')).json()) as {
      data: { image_id: string }[]
    }
    const image = await get(`/getWalletImage/${page.data[0]?.image_id}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('<svg')
    expect((await get('/getWalletImage/ffffffffffffffff')).status).toBe(404)
    expect((await get('/getWalletImage/..%2F..%2Fpackage.json')).status).toBe(404)
  })

  it('refuses unknown projects and origins off the allowlist with the server messages', async () => {
    const unknown = await get('/getWallets?projectId=nope')
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({ message: 'Unauthorized: invalid key' })
    const foreign = await get('/getWallets?projectId=airlock-demo', {
      headers: { 'x-airlock-host-origin': 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
    const allowed = await get('/getWallets?projectId=airlock-demo', {
      headers: { 'x-airlock-host-origin': 'http://app.localhost:5173' },
    })
    expect(allowed.status).toBe(200)
  })

  it('answers CORS preflight and unknown routes', async () => {
    const preflight = await get('/getWallets', { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect((await get('/nope')).status).toBe(404)
    expect(await (await get('/getAnalyticsConfig?projectId=airlock-demo')).json()).toEqual({
      isAnalyticsEnabled: true,
    })
  })
})
