import { expect, it } from 'vitest'

it('adds SolanaAdapter to window.Airlock, keeping what the include put there', async () => {
  const createAppKit = () => undefined
  const global = window as unknown as { Airlock?: Record<string, unknown> }
  global.Airlock = { createAppKit }
  await import('./solanaIife.js')
  const { SolanaAdapter } = await import('./solana/solanaAdapter.js')
  expect(global.Airlock).toEqual({ createAppKit, SolanaAdapter })
})
