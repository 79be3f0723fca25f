import { describe, expect, it } from 'vitest'
import { type ParsedName, parseName } from './nameRule.js'
import { suggestNames } from './suggestNames.js'

describe('suggestNames', () => {
  it('puts the name first, then four free variants that keep the rule', () => {
    const taken = new Set(['alice.airlock.id', 'alice1.airlock.id'])
    expect(suggestNames(parseName('alice') as ParsedName, (name) => taken.has(name))).toEqual([
      { name: 'alice.airlock.id', registered: true },
      { name: 'alice2.airlock.id', registered: false },
      { name: 'alice3.airlock.id', registered: false },
      { name: 'alice-id.airlock.id', registered: false },
      { name: 'alicex.airlock.id', registered: false },
    ])
  })

  it('skips variants past the length limit', () => {
    const long = parseName('a'.repeat(62)) as ParsedName
    expect(suggestNames(long, () => false).map((s) => s.name)).toEqual([
      `${'a'.repeat(62)}.airlock.id`,
      ...['1', '2', '3', 'x'].map((suffix) => `${'a'.repeat(62)}${suffix}.airlock.id`),
    ])
  })
})
