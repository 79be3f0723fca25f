import { describe, expect, it } from 'vitest'
import { callsStatusText } from './callsStatus.js'

describe('callsStatusText', () => {
  it("says EIP-5792's status codes", () => {
    expect(callsStatusText({ status: 100 })).toEqual({ variant: 'loading', text: 'Calls pending' })
    expect(callsStatusText({ status: 200 })).toEqual({ variant: 'success', text: 'Calls confirmed' })
    expect(callsStatusText({ status: 400 }).text).toBe('Calls failed')
    expect(callsStatusText({ status: 500 }).text).toBe('Calls reverted')
    expect(callsStatusText({ status: 600 }).text).toBe('Calls partially reverted')
    expect(callsStatusText(null).text).toBe('Calls status unknown')
  })
})
