import { userMessages } from '@airlock/shared-protocol'
import { describe, expect, it } from 'vitest'
import { GAS_PRICE_UNSUPPORTED } from './sendFee.js'
import { sendSpecTexts } from './sendTexts.js'

describe('the spec texts the send views translate', () => {
  it('are userMessages, word for word', () => {
    for (const [key, text] of Object.entries(sendSpecTexts))
      expect(text).toBe(userMessages[key as keyof typeof sendSpecTexts])
    expect(GAS_PRICE_UNSUPPORTED).toBe(userMessages.GAS_PRICE_NETWORK_NOT_SUPPORTED)
  })
})
