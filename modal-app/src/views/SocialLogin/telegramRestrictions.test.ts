import { defaultFeatures, type SocialProvider } from '@airlock/shared-protocol'
import { describe, expect, it } from 'vitest'
import { socialsForPlatform } from './telegramRestrictions.js'

const all = [...defaultFeatures.socials, 'telegram'] as SocialProvider[]

describe('socialsForPlatform (spec section 5)', () => {
  it('removes google on iOS, x on Mac, facebook and x on Android, keeping the order', () => {
    expect(socialsForPlatform(all, 'ios')).toEqual(all.filter((p) => p !== 'google'))
    expect(socialsForPlatform(all, 'mac')).toEqual(all.filter((p) => p !== 'x'))
    expect(socialsForPlatform(all, 'android')).toEqual(all.filter((p) => p !== 'facebook' && p !== 'x'))
    expect(socialsForPlatform(['x', 'telegram', 'facebook'], 'android')).toEqual(['telegram'])
  })

  it('keeps every login outside Telegram', () => {
    expect(socialsForPlatform(all, undefined)).toEqual(all)
  })
})
