import { expect, test } from 'vitest'
import { OpenParamsSchema, ViewNameSchema, viewNames } from './views.js'

test('every spec view is a view name', () => {
  for (const view of [
    'Connect',
    'Account',
    'AllWallets',
    'ConnectingWalletConnect',
    'ConnectingWalletConnectBasic',
    'ConnectingExternal',
    'ConnectingSiwe',
    'ConnectingFarcaster',
    'UnsupportedChain',
    'SIWXSignMessage',
    'ApproveTransaction',
    'RegisterAccountName',
    'RegisterAccountNameSuccess',
  ]) {
    expect(viewNames).toContain(view)
  }
  expect(ViewNameSchema.safeParse('account').success).toBe(false)
  expect(ViewNameSchema.safeParse('__proto__').success).toBe(false)
})

test('OpenParamsSchema', () => {
  expect(OpenParamsSchema.parse({})).toEqual({})
  expect(OpenParamsSchema.parse({ view: 'Account', namespace: 'eip155' })).toEqual({
    view: 'Account',
    namespace: 'eip155',
  })
  expect(OpenParamsSchema.safeParse({ view: 'Nope' }).success).toBe(false)
  expect(OpenParamsSchema.safeParse({ view: 'Account', extra: 1 }).success).toBe(false)
  expect(OpenParamsSchema.safeParse({ namespace: 'x'.repeat(17) }).success).toBe(false)
  expect(OpenParamsSchema.safeParse(null).success).toBe(false)
})
