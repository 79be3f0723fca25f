import { expect, test } from 'vitest'
import {
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidChainIdError,
  LastNetworkError,
} from './chain.js'

test('chain errors have the exact spec messages and keep the input', () => {
  const address = new InvalidCaipAddressError({ caipAddress: 'x' })
  expect(address.message).toBe('Invalid CAIP Address')
  expect(address.caipAddress).toBe('x')
  const network = new InvalidCaipNetworkIdError({ caipNetworkId: 'y' })
  expect(network.message).toBe('Invalid CAIP network id')
  expect(network.caipNetworkId).toBe('y')
  const chainId = new InvalidChainIdError({ chainId: 2 ** 31 })
  expect(chainId.message).toBe('Invalid chainId')
  expect(chainId.chainId).toBe(2 ** 31)
  expect(new LastNetworkError().message).toBe('Cannot remove last network for a namespace')
})
