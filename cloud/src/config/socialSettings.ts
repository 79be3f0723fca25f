import { type SocialProviderName, socialProviderNames } from '../wallet/social/socialConfig.js'
import { defineSetting, type Setting } from './defineSetting.js'
import { devServiceProblem } from './productionChecks.js'
import { flagKind, portKind, textKind } from './settingKinds.js'

// The development bot's token is `<id>:airlock-dev-secret-telegram`.
const devClient = (provider: SocialProviderName, id: string) =>
  id === `airlock-${provider}` || /^(\d+:)?airlock-dev-secret-/.test(id)

/** `AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID` and `_SECRET`, and so on: the names the adapters read (wallet/social/socialSettings.ts). */
function providerClient(provider: SocialProviderName): Record<string, Setting<string | undefined>> {
  const prefix = `AIRLOCK_SOCIAL_${provider.toUpperCase()}_CLIENT`
  const refuseDev = (value: string | undefined) =>
    value !== undefined && devClient(provider, value)
      ? `the development OpenID provider's client; register one with ${provider}`
      : undefined
  return {
    [`${provider}ClientId`]: defineSetting({
      env: `${prefix}_ID`,
      schema: textKind.optional(),
      fallback: undefined,
      doc: `${provider} OAuth client id`,
      refuseInProduction: refuseDev,
    }),
    [`${provider}ClientSecret`]: defineSetting({
      env: `${prefix}_SECRET`,
      schema: textKind.optional(),
      fallback: undefined,
      secret: true,
      doc: `${provider} OAuth client secret`,
      refuseInProduction: refuseDev,
    }),
  }
}

/** Social logins (area `social` of the file); each provider's own details live with its adapter. */
export const socialSettings = {
  devProvider: defineSetting({
    env: 'AIRLOCK_DEV_OIDC',
    schema: flagKind,
    fallback: true,
    doc: 'Start the development OpenID provider (Alice and Bob) standing in for every social login',
    refuseInProduction: (on) =>
      on ? devServiceProblem('the development OpenID provider', "set each provider's client") : undefined,
  }),
  devProviderPort: defineSetting({
    env: 'AIRLOCK_OIDC_PORT',
    schema: portKind,
    fallback: 5178,
    doc: "The development OpenID provider's port",
  }),
  ...Object.assign({}, ...socialProviderNames.map(providerClient)),
} as {
  devProvider: Setting<boolean>
  devProviderPort: Setting<number>
} & Record<`${SocialProviderName}Client${'Id' | 'Secret'}`, Setting<string | undefined>>
