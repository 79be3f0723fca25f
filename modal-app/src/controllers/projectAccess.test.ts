import type { ModalOptions } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import {
  checkProject,
  frameProjectId,
  isRefused,
  mayConnect,
  onRefused,
  resetProjectCheck,
} from './projectAccess.js'

const answer = (status: number, body: unknown = {}) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

function start(projectId: string, frameProject: string | null = projectId) {
  appStore.setState({ ...initialState(), options: { projectId } as ModalOptions }, true)
  history.replaceState(
    null,
    '',
    frameProject === null ? '/' : `/?projectId=${encodeURIComponent(frameProject)}`,
  )
}

beforeEach(() => {
  resetProjectCheck()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('the project check', () => {
  it('lets the modal connect when the cloud allows this project here', async () => {
    start('airlock-demo')
    const fetcher = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => answer(200, { isAnalyticsEnabled: true }))
    expect(await mayConnect()).toBe(true)
    await mayConnect()
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(appStore.getState().alert).toBeUndefined()
  })

  it("shows 'Invalid App Configuration' and connects nothing when the cloud refuses the page", async () => {
    start('airlock-demo')
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      answer(403, { message: 'Unauthorized: origin not allowed' }),
    )
    expect(await mayConnect()).toBe(false)
    expect(appStore.getState().alert).toBe('Invalid App Configuration')
  })

  it('tells Connect once when the project is refused here, so its ways in shut; not when unreachable', async () => {
    start('airlock-demo')
    const listener = vi.fn()
    const stop = onRefused(listener)
    const fetcher = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.reject(new TypeError('offline')))
    expect(await checkProject()).toBe('unknown')
    expect(isRefused()).toBe(false)
    fetcher.mockImplementation(() => answer(401, { message: 'Unauthorized: invalid key' }))
    expect(await checkProject()).toBe('refused')
    expect(await mayConnect()).toBe(false)
    expect(isRefused()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
  })

  it('refuses a handshake for another project than the frame was loaded for, without asking', async () => {
    start('airlock-demo', 'some-other-project')
    const fetcher = vi.spyOn(globalThis, 'fetch')
    expect(await mayConnect()).toBe(false)
    expect(fetcher).not.toHaveBeenCalled()
    expect(appStore.getState().alert).toBe('Invalid App Configuration')
    // A frame loaded with no project at all: nothing to ask about.
    start('airlock-demo', null)
    resetProjectCheck()
    expect(await checkProject()).toBe('refused')
    expect(await mayConnect()).toBe(false)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('does not stop a wallet when the cloud cannot be reached, and asks again next time', async () => {
    start('airlock-demo')
    const fetcher = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.reject(new TypeError('offline')))
    expect(await checkProject()).toBe('unknown')
    expect(await mayConnect()).toBe(true)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('reads the frame URL', () => {
    expect(frameProjectId('?projectId=a%20b')).toBe('a b')
    expect(frameProjectId('')).toBeNull()
  })
})
