import { describe, expect, it } from 'vitest'
import { getAppKit } from '../state/instance.js'

describe('hooks before createAppKit', () => {
  it("throw AppKit's error text", () => {
    expect(() => getAppKit()).toThrow('Please call createAppKit before using useAppKit hook')
  })
})
