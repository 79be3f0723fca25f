import { describe, expect, it } from 'vitest'
import { deriveView, initialSnapshot } from './hostState.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = 'CBKY2raWZAN5juQWrnpnLAa5sVbRJja2w3nEwGRyJ7VL'
const LOCALNET = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'

describe('deriveView', () => {
  it("lists every connected namespace's account in allAccounts, the active one as the account", () => {
    const view = deriveView(
      {
        ...initialSnapshot('dark', undefined),
        status: 'connected',
        address: SOL,
        caipAddress: `${LOCALNET}:${SOL}`,
        caipNetworkId: LOCALNET,
        activeChain: 'solana',
        namespaces: {
          eip155: { address: EVM, caipAddress: `eip155:31337:${EVM}`, type: 'smartAccount' },
          solana: { address: SOL, caipAddress: `${LOCALNET}:${SOL}`, type: 'eoa' },
        },
      },
      [],
    )
    expect(view.account).toMatchObject({ address: SOL, isConnected: true, caipAddress: `${LOCALNET}:${SOL}` })
    expect(view.account.allAccounts).toEqual([
      { address: EVM, namespace: 'eip155', type: 'smartAccount' },
      { address: SOL, namespace: 'solana', type: 'eoa' },
    ])
  })

  it('has no accounts while disconnected', () => {
    const view = deriveView(initialSnapshot('dark', undefined), [])
    expect(view.account).toMatchObject({ isConnected: false, address: undefined, allAccounts: [] })
  })
})
