import type { ModalOptions } from '@airlock/shared-protocol'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState } from '../../stores/appStore.js'
import { NO_ANSWER, useDirectoryWallets } from './useDirectoryWallets.js'

const wallet = (id: string) => ({ id, name: id, image_id: id })
const page = (ids: string[]) =>
  new Response(JSON.stringify({ count: ids.length, data: ids.map(wallet) }), {
    headers: { 'content-type': 'application/json' },
  })

beforeEach(() => {
  appStore.setState({ ...initialState(), options: { projectId: 'airlock-demo' } as ModalOptions }, true)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe("Connect's directory sections", () => {
  it("says 'Something went wrong' (spec section 8) when nothing answers, not the browser's words, and retries", async () => {
    const fetcher = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    const { result } = renderHook(() => useDirectoryWallets([]))
    await waitFor(() => expect(result.current.error).toBe(NO_ANSWER))
    expect(NO_ANSWER).toBe('Something went wrong')
    fetcher.mockImplementation(() => Promise.resolve(page(['a', 'b', 'c', 'd'])))
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.recommended.map((w) => w.id)).toEqual(['a', 'b', 'c', 'd']))
    expect(result.current.error).toBeUndefined()
  })

  it("keeps the spec's 'HTTP status code: {n}' for an answer that is an error", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }))
    const { result } = renderHook(() => useDirectoryWallets([]))
    await waitFor(() => expect(result.current.error).toBe('HTTP status code: 503'))
  })

  it('keeps four recommended wallets when an installed one (by rdns) is left out', async () => {
    const asked: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input))
      asked.push(url.searchParams.get('entries') ?? '')
      const ids = ['coinbase', 'a', 'b', 'c', 'd']
      return new Response(
        JSON.stringify({
          count: ids.length,
          data: ids.map((id) => ({
            ...wallet(id),
            ...(id === 'coinbase' ? { rdns: 'com.coinbase.wallet' } : {}),
          })),
        }),
        { headers: { 'content-type': 'application/json' } },
      )
    })
    const installed = [
      { id: 'coinbaseWalletSDK', name: 'Coinbase Wallet', type: 'EXTERNAL', rdns: 'com.coinbase.wallet' },
    ] as const
    const { result } = renderHook(() => useDirectoryWallets([...installed]))
    await waitFor(() => expect(result.current.recommended.map((w) => w.id)).toEqual(['a', 'b', 'c', 'd']))
    expect(asked).toEqual(['5'])
  })
})
