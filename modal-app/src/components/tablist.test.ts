import { describe, expect, it } from 'vitest'
import { tabFor } from './tablist.js'

describe('tabFor', () => {
  const tabs = ['tokens', 'nfts', 'activity']
  it('moves with the arrows, wrapping at both ends', () => {
    expect(tabFor('ArrowRight', tabs, 'tokens')).toBe('nfts')
    expect(tabFor('ArrowRight', tabs, 'activity')).toBe('tokens')
    expect(tabFor('ArrowLeft', tabs, 'tokens')).toBe('activity')
  })
  it('runs the other way right to left', () => {
    expect(tabFor('ArrowLeft', tabs, 'tokens', true)).toBe('nfts')
    expect(tabFor('ArrowRight', tabs, 'tokens', true)).toBe('activity')
  })
  it('jumps with Home and End, and ignores other keys', () => {
    expect(tabFor('Home', tabs, 'activity')).toBe('tokens')
    expect(tabFor('End', tabs, 'tokens')).toBe('activity')
    expect(tabFor('Enter', tabs, 'tokens')).toBeUndefined()
  })
})
