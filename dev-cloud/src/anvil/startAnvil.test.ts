import { describe, expect, it } from 'vitest'
import { freePort } from '../serverKit.js'
import { startAnvil } from './startAnvil.js'

const chainId = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
    .then((r) => r.json())
    .then((r) => (r as { result: string }).result)

describe('startAnvil', () => {
  it('starts a real node that answers, and frees the port on stop', async () => {
    const port = await freePort()
    const anvil = await startAnvil({ port })
    try {
      expect(await chainId(anvil.url)).toBe('0x7a69')
      await expect(startAnvil({ port })).rejects.toThrow(/already answers/)
    } finally {
      await anvil.stop()
    }
    await expect(chainId(anvil.url)).rejects.toThrow()
  })
})
