import type { HostWallet } from '@airlock/shared-protocol'
import { describe, expect, it } from 'vitest'
import type { DirectoryWallet } from '../api/directory.js'
import { builtInTarget, directoryTarget, localTarget } from './resolveWallet.js'

const metaMask: HostWallet = { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', type: 'ANNOUNCED' }
const test: HostWallet = { id: 'dev.airlock.testwallet', name: 'Airlock Test Wallet', type: 'ANNOUNCED' }
const image = (id: string | null | undefined) => (id ? `https://cloud.test/${id}` : undefined)

describe('builtInTarget', () => {
  it('knows WalletConnect, email and the social logins by AppKit names', () => {
    expect(builtInTarget('walletConnect')).toEqual({ kind: 'walletConnect' })
    expect(builtInTarget('email')).toEqual({ kind: 'email' })
    expect(builtInTarget('google')).toEqual({ kind: 'social', provider: 'google' })
    expect(builtInTarget('x')).toEqual({ kind: 'social', provider: 'x' })
    expect(builtInTarget('metamask')).toBeUndefined()
    expect(builtInTarget('toString')).toBeUndefined()
  })
})

describe('localTarget', () => {
  it('finds a browser wallet by AppKit name, id, rdns or name', () => {
    for (const id of ['metamask', 'io.metamask', 'MetaMask'])
      expect(localTarget(id, [test, metaMask])).toEqual({ kind: 'host', wallet: metaMask })
    expect(localTarget('airlock-test-wallet', [test, metaMask])).toEqual({ kind: 'host', wallet: test })
  })

  it("finds the app's custom wallets by id, and nothing else", () => {
    const custom = {
      id: 'my-wallet',
      name: 'Mine',
      image_url: 'https://x.test/i.png',
      webapp_link: 'https://w.test',
    }
    expect(localTarget('my-wallet', [], [custom])).toEqual({
      kind: 'listed',
      wallet: custom,
      icon: custom.image_url,
    })
    expect(localTarget('trust', [metaMask], [custom])).toBeUndefined()
  })
})

describe('directoryTarget', () => {
  const listed: DirectoryWallet = {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    slug: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    image_id: 'mm',
    mobile_link: 'metamask://',
  }
  it('is the installed browser wallet of the same rdns', () => {
    expect(directoryTarget('metamask', [listed], [metaMask], image)).toEqual({
      kind: 'host',
      wallet: metaMask,
    })
    expect(directoryTarget(listed.id, [listed], [metaMask], image)).toEqual({
      kind: 'host',
      wallet: metaMask,
    })
  })

  it('else the directory wallet itself, and nothing for a search that found another', () => {
    expect(directoryTarget('metamask', [listed], [test], image)).toEqual({
      kind: 'listed',
      wallet: listed,
      icon: 'https://cloud.test/mm',
    })
    expect(directoryTarget('meta', [listed], [], image)).toBeUndefined()
  })
})
