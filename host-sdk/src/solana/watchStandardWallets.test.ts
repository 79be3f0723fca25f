import { Keypair } from '@solana/web3.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeStandardWallet } from './testing/fakeStandardWallet.js'
import { registerWallet } from './testing/registerWallet.js'
import { watchStandardWallets } from './watchStandardWallets.js'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function watch() {
  const onChange = vi.fn()
  const onAccounts = vi.fn()
  const watcher = watchStandardWallets({ onChange, onAccounts })
  cleanups.push(watcher.stop)
  return { watcher, onChange, onAccounts, names: () => watcher.list().map((e) => e.description.name) }
}

describe('watchStandardWallets', () => {
  // First in the file: the registry starts here, so this wallet really loaded before the app.
  it('finds wallets loaded before it starts and registered after, and drops unregistered ones', async () => {
    const early = fakeStandardWallet({ name: 'Early' })
    cleanups.push(registerWallet(early.wallet))
    const { onChange, names } = watch()
    expect(names()).toEqual(['Early'])

    const late = fakeStandardWallet({ name: 'Late' })
    const evmOnly = fakeStandardWallet({ name: 'Sui Only', chains: ['sui:mainnet'] })
    const unregisterLate = registerWallet(late.wallet)
    cleanups.push(registerWallet(evmOnly.wallet))
    await flush()
    expect(names()).toEqual(['Early', 'Late'])
    expect(onChange).toHaveBeenCalledTimes(1)

    unregisterLate()
    await flush()
    expect(names()).toEqual(['Early'])
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('lists the first of two wallets of one name', async () => {
    const first = fakeStandardWallet({ name: 'Twin' })
    cleanups.push(registerWallet(first.wallet), registerWallet(fakeStandardWallet({ name: 'twin' }).wallet))
    const { watcher } = watch()
    expect(watcher.list().map((e) => e.wallet)).toEqual([first.wallet])
  })

  it("reports a wallet's Solana addresses when its accounts change, once per change, [] when dropped", async () => {
    const fake = fakeStandardWallet()
    cleanups.push(registerWallet(fake.wallet))
    const { onAccounts, onChange } = watch()
    await flush()
    onChange.mockClear()
    fake.setAccounts([fake.account])
    fake.setAccounts([fake.account])
    const other = Keypair.generate().publicKey.toBase58()
    fake.setAccounts([
      { ...fake.account, address: other },
      { ...fake.account, address: 'bad' },
    ])
    fake.setAccounts([])
    expect(onAccounts.mock.calls).toEqual([
      [fake.wallet, [fake.account.address]],
      [fake.wallet, [other]],
      [fake.wallet, []],
    ])
    for (const listener of fake.listeners) listener({ chains: ['solana:mainnet'] })
    await flush()
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('stops listening to the registry and the wallets', async () => {
    const fake = fakeStandardWallet()
    cleanups.push(registerWallet(fake.wallet))
    const { watcher, onChange, onAccounts } = watch()
    await flush()
    onChange.mockClear()
    expect(fake.listeners.size).toBe(1)
    watcher.stop()
    expect(fake.listeners.size).toBe(0)
    cleanups.push(registerWallet(fakeStandardWallet({ name: 'After' }).wallet))
    fake.setAccounts([fake.account])
    await flush()
    expect(onChange).not.toHaveBeenCalled()
    expect(onAccounts).not.toHaveBeenCalled()
  })

  it('survives a wallet whose events feature throws', async () => {
    const fake = fakeStandardWallet({ name: 'Broken' })
    ;(fake.wallet.features['standard:events'] as { on: unknown }).on = () => {
      throw new Error('boom')
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    cleanups.push(registerWallet(fake.wallet), () => error.mockRestore())
    const { names } = watch()
    expect(names()).toContain('Broken')
    expect(error).toHaveBeenCalled()
  })
})
