import * as z from 'zod'
import { accountTypes } from '../constants/accountTypes.js'
import { LOCALES } from '../i18n/locales.js'
import { socialProviders } from '../messages/featureValues.js'
import { MetadataSchema } from '../messages/options.js'
import { ThemeModeSchema, ThemeVariablesSchema } from '../messages/theme.js'
import { isValidEmail } from '../validators/isValidEmail.js'
import {
  type AppEventName,
  appEventNames,
  appEventType,
  errorEventType,
  frameEventType,
  successEventType,
} from './walletFrameEvents.js'

const requestId = z.string().min(1).max(64)
const email = z.string().max(254).refine(isValidEmail, 'Invalid email')
const otp = z.string().regex(/^\d{6}$/, 'The code is 6 digits')
const chainId = z.union([z.number().int().positive(), z.string().min(1).max(64)])
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const empty = z.object({}).strict()

/** Spec section 3: the embedded wallet's user. */
export const EmbeddedUserSchema = z.object({
  email: z.string().max(254).nullable().optional(),
  address,
  chainId,
  accounts: z.array(z.object({ address, type: z.enum(accountTypes) })).max(8),
  userName: z.string().max(64).optional(),
  socialProvider: z.enum(socialProviders).optional(),
  smartAccountDeployed: z.boolean(),
  preferredAccountType: z.enum(accountTypes),
})
export type EmbeddedUser = z.infer<typeof EmbeddedUserSchema>

/** What each app event carries, and what its success answers with. */
export const walletFramePayloads = {
  SWITCH_NETWORK: { request: z.object({ chainId }), success: z.object({ chainId }) },
  CONNECT_EMAIL: {
    request: z.object({ email }),
    success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }),
  },
  CONNECT_DEVICE: { request: empty, success: empty },
  CONNECT_OTP: { request: z.object({ otp }), success: empty },
  CONNECT_SOCIAL: { request: z.object({ uri: z.string().url().max(2048) }), success: EmbeddedUserSchema },
  /** A sign-in that left the page, back: the handoff its URL brought ('failed' when it did not finish). */
  CONNECT_SOCIAL_RETURN: {
    request: z.object({ handoff: z.string().regex(/^[\w-]{1,64}$/) }),
    success: EmbeddedUserSchema,
  },
  CONNECT_FARCASTER: { request: empty, success: z.object({ userName: z.string().max(64) }) },
  GET_FARCASTER_URI: { request: empty, success: z.object({ url: z.string().max(2048) }) },
  GET_SOCIAL_REDIRECT_URI: {
    request: z.object({
      provider: z.enum(socialProviders),
      // A sign-in that leaves the page instead of opening a popup (Telegram's in-app browser): that page.
      returnUrl: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .optional(),
    }),
    success: z.object({ uri: z.string().url().max(2048) }),
  },
  GET_USER: { request: z.object({ chainId: chainId.optional() }), success: EmbeddedUserSchema },
  SIGN_OUT: { request: empty, success: empty },
  IS_CONNECTED: { request: empty, success: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: empty, success: z.object({ chainId }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: empty,
    success: z.object({ smartAccountEnabledNetworks: z.array(z.number().int()).max(64) }),
  },
  INIT_SMART_ACCOUNT: { request: empty, success: z.object({ address, isDeployed: z.boolean() }) },
  SET_PREFERRED_ACCOUNT: {
    request: z.object({ type: z.enum(accountTypes) }),
    success: z.object({ type: z.enum(accountTypes), address }),
  },
  RPC_REQUEST: {
    request: z.object({ method: z.string().min(1).max(64), params: z.unknown().optional() }),
    success: z.object({ result: z.unknown() }),
  },
  UPDATE_EMAIL: {
    request: z.object({ email }),
    success: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.object({ otp }), success: empty },
  UPDATE_EMAIL_SECONDARY_OTP: { request: z.object({ otp }), success: z.object({ newEmail: email }) },
  AWAIT_UPDATE_EMAIL: { request: empty, success: z.object({ email }) },
  SYNC_THEME: {
    request: z.object({
      themeMode: ThemeModeSchema.optional(),
      themeVariables: ThemeVariablesSchema.optional(),
      /** The language the modal shows: the frame's approval speaks it too. */
      locale: z.enum(LOCALES).optional(),
    }),
    success: empty,
  },
  SYNC_DAPP_DATA: {
    request: z.object({
      projectId: z.string().min(1).max(128),
      sdkVersion: z.string().min(1).max(32),
      metadata: MetadataSchema.optional(),
    }),
    success: empty,
  },
  RELOAD: { request: empty, success: empty },
} as const satisfies Record<AppEventName, { request: z.ZodType; success: z.ZodType }>

export type AppEventPayload<N extends AppEventName> = z.infer<(typeof walletFramePayloads)[N]['request']>
export type AppEventResult<N extends AppEventName> = z.infer<(typeof walletFramePayloads)[N]['success']>

/** A refused event: its text, and for RPC requests the EIP-1193 code (4001 when the visitor rejected). */
export const FrameErrorSchema = z.object({ message: z.string().max(500), code: z.number().int().optional() })

/** modal -> frame: one app event with its request id. */
export const AppMessageSchema = z.discriminatedUnion(
  'type',
  appEventNames.map((name) =>
    z.object({
      type: z.literal(appEventType(name)),
      id: requestId,
      payload: walletFramePayloads[name].request,
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
)
export type AppMessage = {
  [N in AppEventName]: { type: `@airlock-app/${N}`; id: string; payload: AppEventPayload<N> }
}[AppEventName]

/** frame -> modal: an answer to one app event (same id), or one of the frame's own events. */
export const FrameMessageSchema = z.discriminatedUnion('type', [
  ...appEventNames.flatMap((name) => [
    z.object({
      type: z.literal(successEventType(name)),
      id: requestId,
      payload: walletFramePayloads[name].success,
    }),
    z.object({ type: z.literal(errorEventType(name)), id: requestId, payload: FrameErrorSchema }),
  ]),
  z.object({ type: z.literal(frameEventType('READY')) }),
  z.object({
    type: z.literal(frameEventType('SESSION_UPDATE')),
    payload: z.object({ isConnected: z.boolean() }),
  }),
] as unknown as [z.ZodObject, ...z.ZodObject[]])
export type FrameMessage = z.infer<typeof FrameMessageSchema>

/** The error text a frame error rejects with: its message, else 'An error occurred' (spec section 8). */
export function frameErrorMessage(payload: unknown): string {
  const parsed = FrameErrorSchema.safeParse(payload)
  return parsed.success && parsed.data.message ? parsed.data.message : 'An error occurred'
}
