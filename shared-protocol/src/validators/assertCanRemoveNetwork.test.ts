import { expect, test } from 'vitest'
import { assertCanRemoveNetwork } from './assertCanRemoveNetwork.js'

const mainnet = { chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }
const base = { chainNamespace: 'eip155', caipNetworkId: 'eip155:8453' }
const solana = { chainNamespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }

test('allows removing one of several networks of a namespace', () => {
  expect(() => assertCanRemoveNetwork([mainnet, base, solana], base)).not.toThrow()
})

test('refuses removing the last network of a namespace', () => {
  expect(() => assertCanRemoveNetwork([mainnet, base, solana], solana)).toThrowError(
    /^Cannot remove last network for a namespace$/,
  )
  expect(() => assertCanRemoveNetwork([mainnet], mainnet)).toThrow(
    'Cannot remove last network for a namespace',
  )
  expect(() => assertCanRemoveNetwork([], mainnet)).toThrow('Cannot remove last network for a namespace')
})
