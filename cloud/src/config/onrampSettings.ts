import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { cdpSigningKey } from '../onramp/cdpJwt.js'
import { COINBASE_API_URL, COINBASE_PAY_URL } from '../onramp/coinbaseOnramp.js'
import { MELD_API_URL } from '../onramp/meldOnramp.js'
import { defineSetting, type Setting } from './defineSetting.js'
import { isLocalUrl } from './productionChecks.js'
import { commaList, flagKind, httpUrlKind, privateKeyKind, textKind } from './settingKinds.js'

/** The providers whose real checkout can be configured. */
export const realOnrampProviders = ['coinbase', 'meld'] as const
export type RealOnrampProvider = (typeof realOnrampProviders)[number]

const providersKind = z.preprocess(
  commaList,
  z.array(z.enum(realOnrampProviders, { error: 'Expected coinbase and/or meld' })),
)

const cdpSecretKind = textKind.refine(
  (text) => {
    try {
      cdpSigningKey(text)
      return true
    } catch {
      return false
    }
  },
  { error: 'Expected a CDP Secret API key: an EC private key in PEM or 64 bytes of Ed25519 in base64' },
)

/** A provider's API URL: overridable for a local stand-in, which production refuses. */
const providerUrl = (env: string, fallback: string, what: string): Setting<string> =>
  defineSetting({
    env,
    schema: httpUrlKind,
    fallback,
    doc: `${what} (a test's stand-in overrides it)`,
    refuseInProduction: (url) =>
      isLocalUrl(url) || !url.startsWith('https://')
        ? `${url} is a local stand-in, not ${what}; unset it for ${fallback}`
        : undefined,
  })

/** What each provider needs, by the settings' env names, for the refusal's text. */
const keysOf: Record<RealOnrampProvider, { has: (read: ReadOnrampKeys) => boolean; names: string }> = {
  coinbase: {
    has: (read) => read.coinbaseKeyName !== undefined && read.coinbaseKeySecret !== undefined,
    names: 'AIRLOCK_ONRAMP_COINBASE_KEY_NAME and AIRLOCK_ONRAMP_COINBASE_KEY_SECRET (its CDP Secret API key)',
  },
  meld: { has: (read) => read.meldApiKey !== undefined, names: 'AIRLOCK_ONRAMP_MELD_API_KEY' },
}
interface ReadOnrampKeys {
  coinbaseKeyName: string | undefined
  coinbaseKeySecret: string | undefined
  meldApiKey: string | undefined
}

/** Each enabled provider lacking its key, with what to set: refused in production, and at any start. */
export function missingProviderKeys(
  providers: readonly RealOnrampProvider[],
  keys: ReadOnrampKeys,
): string[] {
  return providers
    .filter((provider) => !keysOf[provider].has(keys))
    .map((provider) => `${provider} is enabled without its key; set ${keysOf[provider].names}`)
}

const coinbaseKeyName = defineSetting({
  env: 'AIRLOCK_ONRAMP_COINBASE_KEY_NAME',
  schema: textKind.optional(),
  fallback: undefined,
  doc: "Coinbase Onramp: the CDP Secret API key's name (id)",
})
const coinbaseKeySecret = defineSetting({
  env: 'AIRLOCK_ONRAMP_COINBASE_KEY_SECRET',
  schema: cdpSecretKind.optional(),
  fallback: undefined,
  secret: true,
  doc: "Coinbase Onramp: the CDP Secret API key's secret (EC PEM or Ed25519 base64)",
})
const meldApiKey = defineSetting({
  env: 'AIRLOCK_ONRAMP_MELD_API_KEY',
  schema: textKind.optional(),
  fallback: undefined,
  secret: true,
  doc: "Meld: the API key (sent as 'BASIC <key>')",
})

/**
 * The address of the devnet treasury's public key (DEVNET_TREASURY_KEY, @airlock/dev-cloud/onramp-sandbox):
 * production refuses that key. Its address, not the key: the cloud's own modules carry no dev key.
 */
const DEVNET_TREASURY_ADDRESS = '0xd76c3d90694b74a7dBB663aBCE6053a442f8bA7D'

/** The on-ramp (area `onramp` of the file). */
export const onrampSettings = {
  treasuryKey: defineSetting({
    env: 'AIRLOCK_ONRAMP_TREASURY_KEY',
    schema: privateKeyKind.optional(),
    fallback: undefined,
    secret: true,
    doc: "Key of the treasury that delivers what users buy (unset: the devnet's public key, from the dev composition)",
    refuseInProduction: (key) => {
      if (!key) return "production has no devnet treasury key; set the treasury's own key"
      return privateKeyToAccount(key).address === DEVNET_TREASURY_ADDRESS
        ? "the devnet's public key cannot hold funds in production; set the treasury's own key"
        : undefined
    },
  }),
  sandbox: defineSetting({
    env: 'AIRLOCK_ONRAMP_SANDBOX',
    schema: flagKind,
    fallback: true,
    doc: 'Serve the sandbox checkout (test cards, deliveries from the treasury)',
    refuseInProduction: (on, source) =>
      on && source === 'default'
        ? 'the sandbox checkout takes test cards; turn it off (false), or set it to true explicitly to allow it'
        : undefined,
  }),
  providers: defineSetting({
    env: 'AIRLOCK_ONRAMP_PROVIDERS',
    schema: providersKind,
    fallback: [],
    doc: "Providers whose real checkout replaces the sandbox's (comma list: coinbase, meld)",
    refuseInProduction: (providers, _source, read) => {
      const missing = missingProviderKeys(providers, {
        coinbaseKeyName: read(coinbaseKeyName),
        coinbaseKeySecret: read(coinbaseKeySecret),
        meldApiKey: read(meldApiKey),
      })
      return missing.length > 0 ? missing.join('; ') : undefined
    },
  }),
  coinbaseKeyName,
  coinbaseKeySecret,
  coinbaseApiUrl: providerUrl('AIRLOCK_ONRAMP_COINBASE_API_URL', COINBASE_API_URL, "Coinbase's CDP API"),
  coinbasePayUrl: providerUrl('AIRLOCK_ONRAMP_COINBASE_PAY_URL', COINBASE_PAY_URL, "Coinbase's checkout"),
  meldApiKey,
  meldApiUrl: providerUrl('AIRLOCK_ONRAMP_MELD_API_URL', MELD_API_URL, "Meld's API"),
  country: defineSetting({
    env: 'AIRLOCK_ONRAMP_COUNTRY',
    schema: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'Expected an ISO 3166-1 two-letter country code, e.g. US' }),
    fallback: 'US',
    doc: "The buyer's country the providers' quotes are asked for (ISO 3166-1 alpha-2)",
  }),
  subdivision: defineSetting({
    env: 'AIRLOCK_ONRAMP_SUBDIVISION',
    schema: z
      .string()
      .regex(/^[A-Z0-9]{1,3}$/, { error: 'Expected an ISO 3166-2 subdivision code, e.g. NY' })
      .optional(),
    fallback: undefined,
    doc: "The buyer's state for Coinbase's quotes (ISO 3166-2, e.g. NY; Coinbase needs it for US buyers)",
  }),
  redirectUrl: defineSetting({
    env: 'AIRLOCK_ONRAMP_REDIRECT_URL',
    schema: httpUrlKind.optional(),
    fallback: undefined,
    doc: "Where a provider's checkout sends the buyer back (unset: the provider's own end page)",
  }),
}
