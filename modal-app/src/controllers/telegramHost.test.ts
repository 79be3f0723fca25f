import type { HostApi } from '@airlock/shared-protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setHost } from '../lib/hostBridge.js'
import { askTelegramHost, resetTelegramHost } from './telegramHost.js'

const told = {
  inTelegram: true,
  platform: 'ios',
  href: 'https://app.example/swap?tab=1',
  handoff: 'abc_DEF-1',
}

const hostAnswering = (answer: () => Promise<unknown>) => {
  const load = vi.fn(answer)
  setHost({ load } as unknown as HostApi)
  return load
}

afterEach(() => {
  resetTelegramHost()
  setHost(undefined)
  vi.useRealTimers()
})

describe('askTelegramHost', () => {
  it("asks the page's telegram script once and keeps its checked answer", async () => {
    const load = hostAnswering(async () => told)
    expect(await askTelegramHost()).toEqual(told)
    expect(await askTelegramHost()).toEqual(told)
    expect(load.mock.calls).toEqual([['telegram']])
  })

  it('takes nothing it cannot check: a page URL of another scheme, a malformed handoff, junk', async () => {
    for (const answer of [
      { ...told, href: 'javascript:alert(1)' },
      { ...told, handoff: 'a b' },
      { ...told, inTelegram: 'yes' },
      { ...told, platform: 'windows' },
      'telegram',
      null,
    ]) {
      resetTelegramHost()
      hostAnswering(async () => answer)
      expect(await askTelegramHost()).toBeUndefined()
    }
  })

  it('gives up on a script that never answers, and without a host', async () => {
    expect(await askTelegramHost()).toBeUndefined()
    resetTelegramHost()
    vi.useFakeTimers()
    hostAnswering(() => new Promise(() => undefined))
    const asked = askTelegramHost()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await asked).toBeUndefined()
  })
})
