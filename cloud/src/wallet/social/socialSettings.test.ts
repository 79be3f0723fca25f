import { exportPKCS8, generateKeyPair } from 'jose'
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

describe('socialSettingsFromEnv', () => {
  it('configures nothing without client ids (the development provider stays)', () => {
    expect(socialSettingsFromEnv({})).toEqual({})
  })

  it('gives each provider its own endpoints, protocol and scope, every endpoint overridable', () => {
    const social = socialSettingsFromEnv({
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
      AIRLOCK_SOCIAL_GITHUB_CLIENT_ID: 'gh-id',
      AIRLOCK_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
      AIRLOCK_SOCIAL_GITHUB_TOKEN_URL: 'http://127.0.0.1:9999/login/oauth/access_token',
      AIRLOCK_SOCIAL_X_CLIENT_ID: 'x-id',
    })
    expect(social.google).toEqual({
      protocol: 'oidc',
      clientId: 'g-id',
      clientSecret: 'g-secret',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      scope: 'openid email profile',
    })
    expect(social.github).toMatchObject({
      protocol: 'github',
      tokenUrl: 'http://127.0.0.1:9999/login/oauth/access_token',
      userinfoUrl: 'https://api.github.com/user',
    })
    // X without a secret: a public client (PKCE, its id in the body).
    expect(social.x).toMatchObject({ protocol: 'x', clientId: 'x-id', tokenAuth: 'client_secret_post' })
    expect(social.x?.clientSecret).toBeUndefined()
    expect(Object.keys(social).sort()).toEqual(['github', 'google', 'x'])
  })

  it('takes Apple’s key as a one-line PEM and never prints a secret', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    const pem = await exportPKCS8(privateKey)
    const social = socialSettingsFromEnv({
      AIRLOCK_SOCIAL_APPLE_CLIENT_ID: 'com.example.web',
      AIRLOCK_SOCIAL_APPLE_TEAM_ID: 'TEAM123456',
      AIRLOCK_SOCIAL_APPLE_KEY_ID: 'KEY1234567',
      AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY: pem.trim().replace(/\n/g, '\\n'),
      AIRLOCK_SOCIAL_DISCORD_CLIENT_ID: 'd-id',
      AIRLOCK_SOCIAL_DISCORD_CLIENT_SECRET: 'discord-secret-value',
    })
    expect(social.apple?.appleKey).toEqual({
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: pem.trim(),
    })
    const printed = JSON.stringify(maskedSocialSettings(social))
    expect(printed).not.toContain('discord-secret-value')
    expect(printed).not.toContain('PRIVATE KEY')
    expect(printed).toContain('"clientSecret":"***"')
  })

  it('names every variable to change', () => {
    expect(
      problemsOf({
        AIRLOCK_SOCIAL_APPLE_CLIENT_ID: 'com.example.web',
        AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY: 'not a key',
        AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
        AIRLOCK_SOCIAL_FACEBOOK_CLIENT_SECRET: 'f-secret',
        AIRLOCK_SOCIAL_DISCORD_CLIENT_ID: 'd-id',
        AIRLOCK_SOCIAL_DISCORD_CLIENT_SECRET: 'd-secret',
        AIRLOCK_SOCIAL_DISCORD_TOKEN_URL: 'http://discord.example/token',
      }),
    ).toEqual([
      'AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: is required',
      'AIRLOCK_SOCIAL_DISCORD_TOKEN_URL: must be an https URL (http only on localhost)',
      'AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY: must be the PKCS#8 PEM of the .p8 key (-----BEGIN PRIVATE KEY-----)',
      'AIRLOCK_SOCIAL_FACEBOOK_CLIENT_ID: is required',
    ])
  })
})

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
