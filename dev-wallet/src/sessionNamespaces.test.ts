import { describe, expect, it } from 'vitest'
import { answerProposal, DEVNET_CHAIN, shownRefusal } from './sessionNamespaces.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('answerProposal', () => {
  it('approves the devnet when the dApp offers it among optional chains', () => {
    const answer = answerProposal(
      {},
      {
        eip155: { chains: ['eip155:1', DEVNET_CHAIN], methods: ['personal_sign', 'eth_chainId'], events: [] },
      },
      address,
    )
    expect(answer).toEqual({
      approve: {
        eip155: {
          chains: [DEVNET_CHAIN],
          accounts: [`${DEVNET_CHAIN}:${address}`],
          methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'eth_chainId']),
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })

  it('accepts a required devnet, also written as a chain key', () => {
    expect(
      answerProposal({ [DEVNET_CHAIN]: { methods: [], events: [] } }, undefined, address),
    ).toHaveProperty('approve')
    expect(answerProposal({ eip155: { chains: [DEVNET_CHAIN] } }, {}, address)).toHaveProperty('approve')
  })

  it('refuses a dApp that requires a chain anvil cannot serve, naming it', () => {
    expect(answerProposal({ eip155: { chains: ['eip155:1', DEVNET_CHAIN] } }, {}, address)).toEqual({
      reject: 'Airlock Dev Wallet serves only the anvil devnet (eip155:31337); the dApp requires eip155:1',
    })
    expect(answerProposal({ solana: { chains: ['solana:5eykt4'] } }, {}, address)).toEqual({
      reject: expect.stringContaining('requires solana:5eykt4, solana'),
    })
  })

  it('refuses a dApp that does not ask for the devnet at all', () => {
    expect(answerProposal({}, { eip155: { chains: ['eip155:1'] } }, address)).toEqual({
      reject: expect.stringContaining('which the dApp did not ask for'),
    })
    expect(answerProposal(undefined, undefined, address)).toHaveProperty('reject')
  })

  it('shows the refusal the dApp gets, in English the same words', () => {
    const cases: [Parameters<typeof shownRefusal>[0], Parameters<typeof shownRefusal>[1]][] = [
      [{ eip155: { chains: ['eip155:1', DEVNET_CHAIN] } }, {}],
      [{ solana: { chains: ['solana:5eykt4'] } }, {}],
      [{}, { eip155: { chains: ['eip155:1'] } }],
      [undefined, undefined],
    ]
    for (const [required, optional] of cases) {
      const answer = answerProposal(required, optional, address)
      expect(shownRefusal(required, optional)).toBe('reject' in answer ? answer.reject : undefined)
    }
    expect(shownRefusal({ eip155: { chains: [DEVNET_CHAIN] } }, {})).toBeUndefined()
  })
})
