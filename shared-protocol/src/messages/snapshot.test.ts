import { describe, expect, test } from 'vitest'
import { ModalSnapshotSchema, OpenUrlSchema } from './snapshot.js'

const snapshot = {
  initialized: true,
  open: false,
  loading: false,
  view: 'Connect',
  status: 'disconnected',
  themeMode: 'dark',
}

describe('ModalSnapshotSchema', () => {
  test('accepts a minimal and a connected snapshot', () => {
    expect(ModalSnapshotSchema.safeParse(snapshot).success).toBe(true)
    const connected = {
      ...snapshot,
      view: 'Account',
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      caipNetworkId: 'eip155:31337',
      chainId: 31337,
      walletInfo: { name: 'MetaMask' },
    }
    expect(ModalSnapshotSchema.safeParse(connected).success).toBe(true)
  })

  test('refuses unknown views and statuses', () => {
    expect(ModalSnapshotSchema.safeParse({ ...snapshot, view: 'Home' }).success).toBe(false)
    expect(ModalSnapshotSchema.safeParse({ ...snapshot, status: 'online' }).success).toBe(false)
    expect(ModalSnapshotSchema.safeParse({ ...snapshot, open: 'yes' }).success).toBe(false)
  })
})

describe('OpenUrlSchema', () => {
  test.each(['https://metamask.io', 'http://localhost:3000', 'metamask://wc?uri=x', 'wc://x'])(
    'accepts %s',
    (url) => {
      expect(OpenUrlSchema.safeParse({ url, target: '_blank' }).success).toBe(true)
    },
  )

  test.each(['javascript:alert(1)', 'data:text/html,<script>', '//evil.test', 'vbscript:x', ''])(
    'refuses %j',
    (url) => {
      expect(OpenUrlSchema.safeParse({ url, target: '_blank' }).success).toBe(false)
    },
  )

  test('refuses other targets', () => {
    expect(OpenUrlSchema.safeParse({ url: 'https://x.test', target: '_top' }).success).toBe(false)
  })
})
