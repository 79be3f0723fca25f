import type { HostWallet } from '@airlock/shared-protocol/host'
import { Keypair } from '@solana/web3.js'
import { afterEach, describe, expect, it } from 'vitest'
import { SolanaAdapter } from './solanaAdapter.js'
import { fakeModalContext } from './testing/fakeModalContext.js'
import { fakeStandardWallet } from './testing/fakeStandardWallet.js'
import { registerWallet } from './testing/registerWallet.js'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const phantomEvm: HostWallet = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', rdns: 'app.phantom' }

function start() {
  const modal = fakeModalContext(Keypair.generate())
  const instance = new SolanaAdapter().airlock.start(modal.context)
  cleanups.push(instance.stop)
  return { modal, instance }
}

describe('SolanaAdapter', () => {
  it("is AppKit's adapter: wallet adapters accepted and unused, bad options refused", () => {
    expect(new SolanaAdapter({ wallets: [{ name: 'PhantomWalletAdapter' }] }).airlock.namespace).toBe(
      'solana',
    )
    expect(() => new SolanaAdapter({ wallets: 'phantom' as never })).toThrow('`wallets` must be an array')
    expect(() => new SolanaAdapter(null as never)).toThrow('options must be an object')
  })

  it("lists the page's wallets merged with the EIP-6963 ones and tells the core when they change", async () => {
    const phantom = fakeStandardWallet({ name: 'Phantom' })
    cleanups.push(registerWallet(phantom.wallet))
    const { modal, instance } = start()
    expect(instance.wallets([phantomEvm]).map((w) => [w.id, w.namespaces])).toEqual([
      ['app.phantom', ['eip155', 'solana']],
    ])
    cleanups.push(registerWallet(fakeStandardWallet({ name: 'Solflare' }).wallet))
    await flush()
    expect(modal.walletsChanged()).toBe(1)
    expect(instance.wallets([]).map((w) => w.id)).toEqual(['ws:phantom', 'ws:solflare'])
  })

  it('runs a request on the wallet the modal names, merged or not', async () => {
    const phantom = fakeStandardWallet({ name: 'Phantom' })
    const solflare = fakeStandardWallet({ name: 'Solflare' })
    cleanups.push(registerWallet(phantom.wallet), registerWallet(solflare.wallet))
    const { instance } = start()
    instance.wallets([phantomEvm])
    const viaEvmId = await instance.run({
      walletId: 'app.phantom',
      namespace: 'solana',
      method: 'standard:connect',
    })
    expect(viaEvmId).toMatchObject({ ok: true, result: { accounts: [{ address: phantom.account.address }] } })
    const own = await instance.run({
      walletId: 'ws:solflare',
      namespace: 'solana',
      method: 'standard:connect',
    })
    expect(own).toMatchObject({ ok: true, result: { accounts: [{ address: solflare.account.address }] } })
    expect(phantom.calls.map((c) => c.feature)).toEqual(['standard:connect'])
  })

  it('refuses an unknown wallet (4100) and a malformed request (-32602)', async () => {
    const { instance } = start()
    instance.wallets([phantomEvm])
    expect(
      await instance.run({ walletId: 'app.phantom', namespace: 'solana', method: 'standard:connect' }),
    ).toEqual({
      ok: false,
      error: { code: 4100, message: 'Wallet app.phantom is not available' },
    })
    expect(await instance.run({ walletId: 7, method: 'standard:connect' } as never)).toMatchObject({
      ok: false,
      error: { code: -32602 },
    })
  })

  it("forwards a wallet's account changes under the id the modal knows it by", async () => {
    const phantom = fakeStandardWallet({ name: 'Phantom' })
    const solflare = fakeStandardWallet({ name: 'Solflare' })
    cleanups.push(registerWallet(phantom.wallet), registerWallet(solflare.wallet))
    const { modal, instance } = start()
    instance.wallets([phantomEvm])
    phantom.setAccounts([phantom.account])
    solflare.setAccounts([solflare.account])
    phantom.setAccounts([])
    expect(modal.events).toEqual([
      {
        walletId: 'app.phantom',
        namespace: 'solana',
        event: 'accountsChanged',
        data: [phantom.account.address],
      },
      {
        walletId: 'ws:solflare',
        namespace: 'solana',
        event: 'accountsChanged',
        data: [solflare.account.address],
      },
      { walletId: 'app.phantom', namespace: 'solana', event: 'accountsChanged', data: [] },
    ])
  })

  it('gives the core the Solana provider, and stops watching wallets and snapshots on stop', async () => {
    const phantom = fakeStandardWallet({ name: 'Phantom' })
    cleanups.push(registerWallet(phantom.wallet))
    const { modal, instance } = start()
    expect(typeof (instance.provider as { signTransaction?: unknown }).signTransaction).toBe('function')
    expect(modal.listeners.size).toBe(1)
    instance.stop()
    expect(modal.listeners.size).toBe(0)
    expect(phantom.listeners.size).toBe(0)
    phantom.setAccounts([phantom.account])
    expect(modal.events).toEqual([])
  })
})
