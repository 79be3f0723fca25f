import { expect, test } from 'vitest'
import { normalizeWalletSearch } from './normalizeWalletSearch.js'

test('trims', () => {
  expect(normalizeWalletSearch('  meta mask \n')).toBe('meta mask')
  expect(normalizeWalletSearch('rainbow')).toBe('rainbow')
  expect(normalizeWalletSearch('   ')).toBe('')
})

test('a non-string at run time becomes empty', () => {
  expect(normalizeWalletSearch(undefined as unknown as string)).toBe('')
})
