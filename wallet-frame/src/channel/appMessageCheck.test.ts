import { type AppEventName, AppMessageSchema, appEventType } from '@airlock/shared-protocol'
import { describe, expect, it } from 'vitest'
import { parseAppMessage } from './appMessageCheck.js'

/** One valid payload per app event, with every optional field present. */
const payloads: Record<AppEventName, Record<string, unknown>> = {
  SWITCH_NETWORK: { chainId: 31337 },
  CONNECT_EMAIL: { email: 'a@example.com' },
  CONNECT_DEVICE: {},
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'https://auth.example/cb?code=1' },
  CONNECT_SOCIAL_RETURN: { handoff: 'abc_DEF-123' },
  CONNECT_FARCASTER: {},
  GET_FARCASTER_URI: {},
  GET_SOCIAL_REDIRECT_URI: { provider: 'google', returnUrl: 'https://app.example/swap?x=1' },
  GET_USER: { chainId: 'eip155:1' },
  SIGN_OUT: {},
  IS_CONNECTED: {},
  GET_CHAIN_ID: {},
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  INIT_SMART_ACCOUNT: {},
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount' },
  RPC_REQUEST: {
    method: 'personal_sign',
    params: ['0x68656c6c6f', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  },
  UPDATE_EMAIL: { email: 'b@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '000000' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '999999' },
  AWAIT_UPDATE_EMAIL: {},
  SYNC_THEME: {
    themeMode: 'dark',
    themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 10, '--w3m-color-mix-strength': 40 },
    locale: 'pt-BR',
  },
  SYNC_DAPP_DATA: {
    projectId: 'p',
    sdkVersion: '1.7.2',
    metadata: { name: 'App', description: 'd', url: 'https://app.io', icons: ['https://app.io/i.png'] },
  },
  RELOAD: {},
}

const bad: unknown[] = [
  undefined,
  null,
  '',
  'x'.repeat(3000),
  0,
  -1,
  1.5,
  2 ** 60,
  true,
  [],
  {},
  'not an email',
  '12345',
  'javascript:alert(1)',
  'red; background: url(x)',
  'url(https://x)',
  '__proto__',
  'pt',
  'EN',
  'zh-TW',
]

/** Every field of the payload replaced in turn by each bad value, removed, and an unknown key added. */
function* variants(name: AppEventName): Generator<unknown> {
  const payload = payloads[name]
  const message = { type: appEventType(name), id: 'r1', payload }
  yield message
  yield { ...message, extra: 1 }
  yield { ...message, payload: { ...payload, extra: 1 } }
  for (const id of bad) yield { ...message, id }
  for (const p of bad) yield { ...message, payload: p }
  for (const key of Object.keys(payload)) {
    const { [key]: _removed, ...rest } = payload
    yield { ...message, payload: rest }
    for (const value of bad) yield { ...message, payload: { ...payload, [key]: value } }
    const inner = payload[key]
    if (inner && typeof inner === 'object' && !Array.isArray(inner))
      for (const innerKey of [...Object.keys(inner), 'extra', '--w3m-unknown'])
        for (const value of [...bad, '#0f0', 12])
          yield { ...message, payload: { ...payload, [key]: { ...inner, [innerKey]: value } } }
  }
}

describe('parseAppMessage, the zod/mini twin of AppMessageSchema', () => {
  it('accepts and returns exactly what the schema does, for every app event', () => {
    let accepted = 0
    let refused = 0
    for (const name of Object.keys(payloads) as AppEventName[]) {
      for (const input of variants(name)) {
        const schema = AppMessageSchema.safeParse(input)
        const twin = parseAppMessage(input)
        expect(twin, JSON.stringify(input)).toEqual(schema.success ? schema.data : undefined)
        if (schema.success) accepted++
        else refused++
      }
    }
    expect(accepted).toBeGreaterThan(100)
    expect(refused).toBeGreaterThan(500)
  })

  it('refuses unknown event types, the frame side of the protocol and non-objects', () => {
    for (const input of [
      { type: '@airlock-app/STEAL_KEY', id: 'r', payload: {} },
      { type: '@airlock-frame/READY' },
      { type: '@airlock-frame/GET_USER_SUCCESS', id: 'r', payload: {} },
      'message',
      null,
    ]) {
      expect(AppMessageSchema.safeParse(input).success).toBe(false)
      expect(parseAppMessage(input)).toBeUndefined()
    }
  })
})
