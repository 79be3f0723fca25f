import { formatRegisterNameErrorMessage, internalMessages, userMessages } from '@airlock/shared-protocol'
import { describe, expect, it } from 'vitest'
import { t } from '../i18n/t.js'
import { coinType, fullName, nameErrorTexts, nameStore, typeName } from './nameRegistration.js'

describe('name registration', () => {
  it('uses ENSIP-11 coin types and refuses a chain id of 2^31 or more', () => {
    expect(coinType(1)).toBe(60)
    expect(coinType(31337)).toBe(0x80007a69)
    expect(() => coinType(2147483648)).toThrow('Invalid chainId')
  })

  it('checks the rule as the name is typed, before asking the cloud', () => {
    typeName('ab')
    expect(nameStore.getState().availability).toBe('invalid')
    typeName('bad_name!')
    expect(nameStore.getState().availability).toBe('invalid')
    typeName('  ')
    expect(nameStore.getState().availability).toBe('empty')
    typeName('alice-1')
    expect(nameStore.getState().availability).toBe('checking')
    expect(fullName('Alice-1')).toBe('alice-1.airlock.id')
    typeName('')
  })

  it("says its failures in the spec's words", () => {
    expect(nameErrorTexts.resolving).toBe(internalMessages.ERROR_RESOLVING_NAME)
    expect(nameErrorTexts.suggestions).toBe(internalMessages.ERROR_FETCHING_NAME_SUGGESTIONS)
    expect(nameErrorTexts.invalidChainId).toBe(internalMessages.INVALID_CHAIN_ID)
    expect(nameErrorTexts.declined).toBe(userMessages.SIGNATURE_DECLINED)
    expect(t(nameErrorTexts.registering, { name: 'alice.airlock.id' })).toBe(
      formatRegisterNameErrorMessage('alice.airlock.id'),
    )
  })
})
