import {
  type AppEventName,
  type AppEventPayload,
  appEventNames,
  appEventType,
  errorEventType,
  frameEventType,
  successEventType,
} from '@airlock/shared-protocol'
import {
  type ForgeContext,
  type Forgery,
  pollutionPayload,
  type WalletTarget,
  withOwnProto,
} from './forgeContext.ts'
import { junkValue, largeString } from './junkValues.ts'

const EVIL_ADDRESS = '0x000000000000000000000000000000000000dEaD'
const EVIL_EMAIL = 'attacker@evil.example'

/**
 * A payload each app event accepts, aimed at the sign-in under way (a new login would drop its
 * secrets, a claim would race it, a sign-out or reload would end it), so a forged event is one the
 * frame's shape check lets through: only the source check stands in the way. Typed against the
 * protocol, so a renamed or added event shows up here at compile time.
 */
export function appPayloads({ intent, walletOrigin }: WalletTarget): {
  [N in AppEventName]: AppEventPayload<N>
} {
  return {
    SWITCH_NETWORK: { chainId: 1 },
    CONNECT_EMAIL: { email: EVIL_EMAIL },
    CONNECT_DEVICE: {},
    CONNECT_OTP: { otp: '123456' },
    CONNECT_SOCIAL: { uri: `${walletOrigin}/social/go?intent=${intent}` },
    CONNECT_SOCIAL_RETURN: { handoff: intent },
    CONNECT_FARCASTER: {},
    GET_FARCASTER_URI: {},
    GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
    GET_USER: { chainId: 'eip155:1' },
    SIGN_OUT: {},
    IS_CONNECTED: {},
    GET_CHAIN_ID: {},
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
    INIT_SMART_ACCOUNT: {},
    SET_PREFERRED_ACCOUNT: { type: 'eoa' },
    RPC_REQUEST: {
      method: 'eth_sendTransaction',
      params: [{ to: EVIL_ADDRESS, value: '0xde0b6b3a7640000' }],
    },
    UPDATE_EMAIL: { email: EVIL_EMAIL },
    UPDATE_EMAIL_PRIMARY_OTP: { otp: '000000' },
    UPDATE_EMAIL_SECONDARY_OTP: { otp: '999999' },
    AWAIT_UPDATE_EMAIL: {},
    SYNC_THEME: {
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#ff0000', '--w3m-z-index': 2147483647 },
    },
    SYNC_DAPP_DATA: {
      projectId: 'evil',
      sdkVersion: '1.0.0',
      metadata: { name: 'Your Bank', description: '', url: 'https://evil.example', icons: [] },
    },
    RELOAD: {},
  }
}

/** What the frame itself says, posted at it: a frame that took its own events would be confused by them. */
function frameSide<P>({ random }: ForgeContext<P>, name: AppEventName): unknown {
  const id = `evil-${random.int(1_000_000)}`
  switch (random.int(4)) {
    case 0:
      return { type: frameEventType('READY') }
    case 1:
      return { type: frameEventType('SESSION_UPDATE'), payload: { isConnected: random.chance(0.5) } }
    case 2:
      return { type: errorEventType(name), id, payload: { message: 'Not signed in' } }
    default:
      return {
        type: successEventType(name),
        id,
        payload: { address: EVIL_ADDRESS, email: EVIL_EMAIL, chainId: 1, accounts: [], proof: 'x' },
      }
  }
}

/**
 * The wallet frame's own protocol from the wrong windows: valid app events (what the modal sends,
 * with the sign-in's intent where one is named), near misses of id and payload, pollution, and the
 * frame's own events posted back at it.
 */
export function forgeWalletApp<P>(context: ForgeContext<P>, target: WalletTarget): Forgery {
  const { random } = context
  const name = random.pick(appEventNames)
  const payload = appPayloads(target)[name]
  const valid = { type: appEventType(name), id: `evil-${random.int(1_000_000)}`, payload }
  switch (random.int(6)) {
    case 0:
    case 1:
    case 2:
      return { variant: `app-${name}`, data: valid }
    case 3:
      return {
        variant: 'app-near-miss',
        data: random.pick([
          { ...valid, id: random.pick(['', 7, null, largeString(65, random.int(26))]) },
          { ...valid, payload: junkValue(context) },
          { ...valid, type: `${valid.type}_SUCCESS` },
          { ...valid, type: valid.type.toLowerCase() },
          [valid],
          JSON.stringify(valid),
        ]),
      }
    case 4:
      return {
        variant: 'app-pollution',
        data: withOwnProto(
          { ...valid, payload: withOwnProto({ ...payload }, pollutionPayload()) },
          pollutionPayload(),
        ),
      }
    default:
      return { variant: 'app-frame-event', data: frameSide(context, name) }
  }
}
