import { describe, expect, test } from 'vitest'
import { alerts, mapServerMessageToAlert } from './alerts.js'

describe('alerts', () => {
  test('titles are the spec texts', () => {
    expect(alerts.PROJECT_ID_NOT_CONFIGURED.shortMessage).toBe('Project ID Not Configured')
    expect(alerts.INVALID_APP_CONFIGURATION.shortMessage).toBe('Invalid App Configuration')
    expect(alerts.EMBEDDED_WALLET_LOAD_FAILED.shortMessage).toBe('Invalid App Configuration')
    expect(alerts.INVALID_PROJECT_ID.shortMessage).toBe('Invalid App Configuration')
    expect(alerts.SESSION_EXPIRED.shortMessage).toBe('Session Expired')
    expect(alerts.NETWORK_NOT_FOUND.shortMessage).toBe('Network Not Found')
    expect(alerts.SWITCH_NETWORK_NOT_FOUND.shortMessage).toBe('Network Not Found')
  })

  test('every alert has both texts', () => {
    for (const alert of Object.values(alerts)) {
      expect(alert.shortMessage.length).toBeGreaterThan(0)
      expect(alert.longMessage.length).toBeGreaterThan(alert.shortMessage.length)
    }
  })
})

describe('mapServerMessageToAlert', () => {
  test('maps the three known server messages', () => {
    expect(mapServerMessageToAlert('Unauthorized: origin not allowed')).toEqual({
      key: 'INVALID_APP_CONFIGURATION',
      ...alerts.INVALID_APP_CONFIGURATION,
    })
    expect(mapServerMessageToAlert('JWT validation error: JWT Token is not yet valid')?.key).toBe(
      'SESSION_EXPIRED',
    )
    expect(mapServerMessageToAlert('Unauthorized: invalid key')?.key).toBe('INVALID_PROJECT_ID')
  })

  test('finds a known message wrapped in other text', () => {
    expect(mapServerMessageToAlert('Error: Unauthorized: invalid key (403)')?.key).toBe('INVALID_PROJECT_ID')
  })

  test('anything else maps to nothing', () => {
    expect(mapServerMessageToAlert('Unauthorized')).toBeUndefined()
    expect(mapServerMessageToAlert('unauthorized: invalid key')).toBeUndefined()
    expect(mapServerMessageToAlert('')).toBeUndefined()
    expect(mapServerMessageToAlert(undefined)).toBeUndefined()
    expect(mapServerMessageToAlert({ message: 'Unauthorized: invalid key' })).toBeUndefined()
  })
})
