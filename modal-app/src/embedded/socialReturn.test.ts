import { beforeEach, describe, expect, it } from 'vitest'
import { initPersistence } from '../lib/persistence.js'
import { clearLeft, leftFor, markLeft } from './socialReturn.js'

let written: Record<string, string | null>[] = []
beforeEach(() => {
  written = []
  initPersistence({}, (changes) => void written.push(changes))
})

describe('a social sign-in that left the page', () => {
  it('is remembered in the stored entries for as long as the service keeps it', () => {
    markLeft('google', 1_000)
    expect(written).toEqual([{ '@airlock/social_left': JSON.stringify({ provider: 'google', at: 1_000 }) }])
    expect(leftFor(1_000 + 60_000)).toBe('google')
    expect(leftFor(1_000 + 10 * 60_000)).toBeUndefined()
    clearLeft()
    expect(leftFor(2_000)).toBeUndefined()
  })

  it('ignores what it did not write: an unknown provider, a bad or future time, not JSON', () => {
    for (const value of [
      '{"provider":"myspace","at":1}',
      '{"provider":"google","at":"x"}',
      '{"provider":"google","at":5000}',
      'nope',
    ]) {
      initPersistence({ '@airlock/social_left': value }, () => undefined)
      expect(leftFor(1_000)).toBeUndefined()
    }
  })
})
