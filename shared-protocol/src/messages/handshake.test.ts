import { expect, test } from 'vitest'
import {
  CONNECT_MESSAGE,
  ConnectMessageSchema,
  PROTOCOL_VERSION,
  READY_MESSAGE,
  ReadyMessageSchema,
} from './handshake.js'

const options = {
  projectId: 'abc',
  networks: [
    {
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
  sdkVersion: '1.7.2',
  sdkType: 'appkit',
}

test('constants', () => {
  expect(PROTOCOL_VERSION).toBe(1)
  expect(READY_MESSAGE).toBe('airlock:ready')
  expect(CONNECT_MESSAGE).toBe('airlock:connect')
})

test('ReadyMessageSchema', () => {
  expect(ReadyMessageSchema.safeParse({ type: READY_MESSAGE, version: 1 }).success).toBe(true)
  expect(ReadyMessageSchema.safeParse({ type: READY_MESSAGE }).success).toBe(false)
  expect(ReadyMessageSchema.safeParse({ type: READY_MESSAGE, version: 1, extra: 1 }).success).toBe(false)
  expect(ReadyMessageSchema.safeParse({ type: CONNECT_MESSAGE, version: 1 }).success).toBe(false)
})

test('ConnectMessageSchema', () => {
  expect(ConnectMessageSchema.safeParse({ type: CONNECT_MESSAGE, version: 1, options }).success).toBe(true)
  expect(ConnectMessageSchema.safeParse({ type: CONNECT_MESSAGE, version: 2, options }).success).toBe(false)
  expect(ConnectMessageSchema.safeParse({ type: CONNECT_MESSAGE, version: 1 }).success).toBe(false)
  expect(
    ConnectMessageSchema.safeParse({ type: CONNECT_MESSAGE, version: 1, options, extra: 1 }).success,
  ).toBe(false)
  expect(ConnectMessageSchema.safeParse(null).success).toBe(false)
})
