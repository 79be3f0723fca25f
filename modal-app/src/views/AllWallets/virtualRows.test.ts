import { describe, expect, it } from 'vitest'
import { visibleRows } from './virtualRows.js'

describe('visibleRows', () => {
  it('renders the rows in view plus overscan, clamped to the list', () => {
    expect(visibleRows(0, 360, 90, 150)).toEqual({ first: 0, last: 6 })
    expect(visibleRows(9000, 360, 90, 150)).toEqual({ first: 98, last: 106 })
    expect(visibleRows(13_400, 360, 90, 150)).toEqual({ first: 146, last: 149 })
    expect(visibleRows(0, 360, 90, 0)).toEqual({ first: 0, last: -1 })
  })
})
