import { describe, expect, test } from 'vitest'
import {
  formatAdapterMissingMessage,
  formatHttpStatusMessage,
  formatNetworkIdNotFoundMessage,
  formatRegisterNameErrorMessage,
  formatRetryAfterMessage,
  internalMessages,
  userMessages,
} from './messages.js'

describe('messages', () => {
  test('user messages are the spec texts', () => {
    expect(userMessages).toMatchObject({
      TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
      SOLANA_SEND_FAILED: 'Failed to send transaction. Please try again.',
      INVALID_SEND_PARAMETERS: 'Please enter a valid amount and receiver address',
      AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
      AUTHENTICATING: 'Authenticating...',
      ACTION_NOT_ALLOWED: 'Action not allowed',
    })
  })

  test('internal messages are the spec texts', () => {
    expect(internalMessages).toMatchObject({
      CREATE_APPKIT_FIRST: 'Please call createAppKit before using useAppKit hook',
      IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
      RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
      SIWX_CONFLICT: 'Cannot set both `siweConfig` and `siwx` options',
      LAST_NETWORK: 'Cannot remove last network for a namespace',
    })
  })

  test('no message is empty or padded', () => {
    for (const text of [...Object.values(userMessages), ...Object.values(internalMessages)]) {
      expect(text).toBe(text.trim())
      expect(text.length).toBeGreaterThan(0)
    }
  })

  test('formatters', () => {
    expect(formatHttpStatusMessage(403)).toBe('HTTP status code: 403')
    expect(formatRetryAfterMessage(30)).toBe('Please try again after 30 seconds')
    expect(formatRetryAfterMessage(12.2)).toBe('Please try again after 13 seconds')
    expect(formatRetryAfterMessage(-1)).toBe('Please try again after 0 seconds')
    expect(formatRegisterNameErrorMessage('alice')).toBe('Error registering name alice')
    expect(formatAdapterMissingMessage('solana')).toBe("Adapter for namespace solana doesn't exist")
    expect(formatNetworkIdNotFoundMessage('eip155:10')).toBe('Network with ID eip155:10 not found')
    expect(formatNetworkIdNotFoundMessage(10)).toBe('Network with ID 10 not found')
  })
})
