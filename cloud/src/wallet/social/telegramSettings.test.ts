import { describe, expect, it } from 'vitest'
import { maskedSocialSettings, SocialSettingsError, socialSettingsFromEnv } from './socialSettings.js'

const problemsOf = (env: Record<string, string>) => {
  try {
    socialSettingsFromEnv(env)
  } catch (error) {
    if (error instanceof SocialSettingsError) return error.problems
    throw error
  }
  return []
}

describe('Telegram settings', () => {
  it("takes the bot's id and token, with Telegram's login page unless another is named", () => {
    const token = '123456789:AAE-bot-token'
    const social = socialSettingsFromEnv({
      AIRLOCK_SOCIAL_TELEGRAM_CLIENT_ID: '123456789',
      AIRLOCK_SOCIAL_TELEGRAM_CLIENT_SECRET: token,
    })
    expect(social.telegram).toEqual({
      protocol: 'telegram',
      authorizationUrl: 'https://oauth.telegram.org/auth',
      clientId: '123456789',
      clientSecret: token,
      scope: 'write',
    })
    expect(maskedSocialSettings(social).telegram).toEqual({
      protocol: 'telegram',
      clientId: '123456789',
      clientSecret: '***',
    })
    expect(
      socialSettingsFromEnv({
        AIRLOCK_SOCIAL_TELEGRAM_CLIENT_ID: '123456789',
        AIRLOCK_SOCIAL_TELEGRAM_CLIENT_SECRET: token,
        AIRLOCK_SOCIAL_TELEGRAM_AUTHORIZATION_URL: 'http://127.0.0.1:5178/telegram/auth',
      }).telegram?.authorizationUrl,
    ).toBe('http://127.0.0.1:5178/telegram/auth')
  })

  it('names a missing token, a bot id that is not numeric and a token of another bot', () => {
    expect(problemsOf({ AIRLOCK_SOCIAL_TELEGRAM_CLIENT_ID: '123456789' })).toEqual([
      'AIRLOCK_SOCIAL_TELEGRAM_CLIENT_SECRET: is required',
    ])
    expect(
      problemsOf({
        AIRLOCK_SOCIAL_TELEGRAM_CLIENT_ID: 'my_bot',
        AIRLOCK_SOCIAL_TELEGRAM_CLIENT_SECRET: '1:x',
      }),
    ).toEqual([
      "AIRLOCK_SOCIAL_TELEGRAM_CLIENT_ID: must be the bot's numeric id (the token's part before the colon)",
    ])
    expect(
      problemsOf({
        AIRLOCK_SOCIAL_TELEGRAM_CLIENT_ID: '123',
        AIRLOCK_SOCIAL_TELEGRAM_CLIENT_SECRET: '456:x',
      }),
    ).toEqual(['AIRLOCK_SOCIAL_TELEGRAM_CLIENT_SECRET: must be the token of bot 123 (123:...)'])
  })
})
