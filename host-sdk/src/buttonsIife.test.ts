import { afterEach, expect, it, vi } from 'vitest'
import type { AppKit } from './createAppKit.js'
import { getAppKit } from './state/instance.js'

afterEach(() => {
  delete (window as { Airlock?: unknown }).Airlock
})

it("hands the include's AppKit to the elements, and defines them", async () => {
  const made = { getView: () => ({}) } as unknown as AppKit
  const createAppKit = vi.fn(() => made)
  ;(window as unknown as { Airlock: unknown }).Airlock = { createAppKit, networks: { anvil: {} } }
  await import('./buttonsIife.js')
  const { Airlock } = window as unknown as {
    Airlock: { createAppKit(o: unknown): AppKit; networks: unknown }
  }
  expect(Airlock.networks).toEqual({ anvil: {} })
  expect(Airlock.createAppKit({ projectId: 'p' })).toBe(made)
  expect(createAppKit).toHaveBeenCalledWith({ projectId: 'p' })
  expect(getAppKit()).toBe(made)
  expect(customElements.get('appkit-wallet-button')).toBeDefined()
})
