import { expect, test } from 'vitest'
import { chainNamespaces } from '../networks/chainNamespaces.js'
import { accountTypes, defaultAccountTypes } from './accountTypes.js'

test('account type defaults per chain', () => {
  expect(accountTypes).toEqual(['eoa', 'payment', 'smartAccount'])
  expect(defaultAccountTypes).toEqual({
    bip122: 'payment',
    eip155: 'smartAccount',
    polkadot: 'eoa',
    solana: 'eoa',
  })
  expect(Object.keys(defaultAccountTypes).sort()).toEqual([...chainNamespaces].sort())
})
