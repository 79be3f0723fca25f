import {
  type AppEventName,
  type AppMessage,
  accountTypes,
  appEventNames,
  appEventType,
  isValidEmail,
  socialProviders,
} from '@airlock/shared-protocol'
import { LOCALES } from '@airlock/shared-protocol/i18n'
import * as z from 'zod/mini'

/**
 * The twin of shared-protocol's `AppMessageSchema` in `zod/mini`, so the frame's bundle carries a few
 * KB of checks instead of classic zod. It accepts exactly what the schema accepts and returns the same
 * value (appMessageCheck.test.ts runs both on the same inputs); the schema stays the contract.
 */
const text = (max: number, min = 0) => z.string().check(z.minLength(min), z.maxLength(max))
const requestId = text(64, 1)
const email = z.string().check(z.maxLength(254), z.refine(isValidEmail, 'Invalid email'))
const otp = z.string().check(z.regex(/^\d{6}$/, 'The code is 6 digits'))
const chainId = z.union([z.int().check(z.positive()), text(64, 1)])
const empty = z.strictObject({})

const cssValue = z.string().check(
  z.maxLength(200),
  z.regex(/^[^;{}<>\\]*$/, 'Invalid CSS value'),
  z.refine((v) => !/url\s*\(|expression\s*\(|@import/i.test(v), 'Invalid CSS value'),
)
const themeVariables = z.strictObject({
  '--w3m-font-family': z.optional(cssValue),
  '--w3m-accent': z.optional(cssValue),
  '--w3m-color-mix': z.optional(cssValue),
  '--w3m-color-mix-strength': z.optional(z.number().check(z.gte(0), z.lte(100))),
  '--w3m-font-size-master': z.optional(cssValue),
  '--w3m-border-radius-master': z.optional(cssValue),
  '--w3m-z-index': z.optional(z.int().check(z.gte(0), z.lte(2147483647))),
  '--w3m-qr-color': z.optional(cssValue),
})
const metadata = z.object({
  name: text(128, 1),
  description: text(512),
  url: text(2048),
  icons: z.array(text(2048)).check(z.maxLength(8)),
})

const requests = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: z.object({ otp }),
  CONNECT_SOCIAL: z.object({ uri: z.url().check(z.maxLength(2048)) }),
  CONNECT_SOCIAL_RETURN: z.object({ handoff: z.string().check(z.regex(/^[\w-]{1,64}$/)) }),
  CONNECT_FARCASTER: empty,
  GET_FARCASTER_URI: empty,
  GET_SOCIAL_REDIRECT_URI: z.object({
    provider: z.enum(socialProviders),
    returnUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
  }),
  GET_USER: z.object({ chainId: z.optional(chainId) }),
  SIGN_OUT: empty,
  IS_CONNECTED: empty,
  GET_CHAIN_ID: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: z.object({ type: z.enum(accountTypes) }),
  RPC_REQUEST: z.object({ method: text(64, 1), params: z.optional(z.unknown()) }),
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  AWAIT_UPDATE_EMAIL: empty,
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(themeVariables),
    locale: z.optional(z.enum(LOCALES)),
  }),
  SYNC_DAPP_DATA: z.object({
    projectId: text(128, 1),
    sdkVersion: text(32, 1),
    metadata: z.optional(metadata),
  }),
  RELOAD: empty,
} satisfies Record<AppEventName, z.ZodMiniType>

const AppMessageCheck = z.discriminatedUnion(
  'type',
  appEventNames.map((name) =>
    z.object({ type: z.literal(appEventType(name)), id: requestId, payload: requests[name] }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
)

/** The checked copy of an app event (unknown keys dropped, as the schema does), or undefined. */
export function parseAppMessage(data: unknown): AppMessage | undefined {
  const parsed = AppMessageCheck.safeParse(data)
  return parsed.success ? (parsed.data as AppMessage) : undefined
}
