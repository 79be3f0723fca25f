import { describe, expect, it } from 'vitest'
import { NO_ANSWER } from '../Connect/useDirectoryWallets.js'
import { directoryErrorText } from './directoryErrorText.js'

describe('directoryErrorText', () => {
  it("reads the spec's texts as they are in English", () => {
    expect(directoryErrorText('HTTP status code: 503')).toBe('HTTP status code: 503')
    expect(directoryErrorText(NO_ANSWER)).toBe('Something went wrong')
    expect(directoryErrorText('An error occurred')).toBe('An error occurred')
  })

  it("leaves anyone else's words untouched", () => {
    expect(directoryErrorText('Failed to fetch {x}')).toBe('Failed to fetch {x}')
  })
})
