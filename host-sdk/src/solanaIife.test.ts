import { expect, it } from 'vitest'

it("adds SolanaAdapter and the Solana networks to window.Airlock, keeping the include's", async () => {
  const createAppKit = () => undefined
  const anvil = { id: 31337 }
  const global = window as unknown as { Airlock?: Record<string, unknown> }
  global.Airlock = { createAppKit, networks: { anvil } }
  await import('./solanaIife.js')
  const { SolanaAdapter } = await import('./solana/solanaAdapter.js')
  const { solana, solanaDevnet, solanaLocalnet, solanaTestnet } = await import('./solanaNetworks.js')
  expect(global.Airlock).toEqual({
    createAppKit,
    SolanaAdapter,
    networks: { anvil, solana, solanaDevnet, solanaTestnet, solanaLocalnet },
  })
})
