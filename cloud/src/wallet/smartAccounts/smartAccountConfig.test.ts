import { describe, expect, it } from 'vitest'
import { checkSmartAccountsOptions, resolveSmartAccountsEnvironments } from './smartAccountConfig.js'

const chains = { 31337: 'http://127.0.0.1:8545', 1: 'https://eth.example' }
const environment = {
  DelegationManager: '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3',
  EntryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  SimpleFactory: '0x69Aa2f9fe1572F1B640E1bbc512f5c3a734fc77c',
  implementations: { HybridDeleGatorImpl: '0x48dBe696A4D990079e039489bA2053B36E8FFEC4' },
  caveatEnforcers: {},
} as const

describe('checkSmartAccountsOptions', () => {
  it('keeps chains the wallet sends on, with an http(s) bundler and an environment or none', () => {
    expect(
      checkSmartAccountsOptions(
        {
          31337: { bundlerUrl: 'http://127.0.0.1:4337', environment },
          1: { bundlerUrl: 'https://b.example' },
        },
        chains,
      ),
    ).toEqual({
      31337: { bundlerUrl: 'http://127.0.0.1:4337', environment },
      1: { bundlerUrl: 'https://b.example' },
    })
    expect(checkSmartAccountsOptions(undefined, chains)).toEqual({})
  })

  it('throws a clear error on a bad bundler URL, an unknown chain or a broken environment', () => {
    expect(() => checkSmartAccountsOptions({ 31337: { bundlerUrl: 'ws://127.0.0.1:4337' } }, chains)).toThrow(
      'Smart accounts on chain 31337: the bundler URL must be http(s), not "ws://127.0.0.1:4337"',
    )
    expect(() => checkSmartAccountsOptions({ 31337: { bundlerUrl: 'nowhere' } }, chains)).toThrow(/http\(s\)/)
    expect(() => checkSmartAccountsOptions({ 10: { bundlerUrl: 'https://b.example' } }, chains)).toThrow(
      'Smart accounts on chain 10: the wallet has no JSON-RPC URL for that chain (options.chains / chainId)',
    )
    const noHybrid = { ...environment, implementations: {} }
    expect(() =>
      checkSmartAccountsOptions({ 31337: { bundlerUrl: 'http://b', environment: noHybrid } }, chains),
    ).toThrow('Smart accounts on chain 31337: the environment has no HybridDeleGatorImpl address')
    const noEntryPoint = { ...environment, EntryPoint: '0x12' as const }
    expect(() =>
      checkSmartAccountsOptions({ 31337: { bundlerUrl: 'http://b', environment: noEntryPoint } }, chains),
    ).toThrow("Smart accounts on chain 31337: the environment's EntryPoint is not an address")
  })
})

describe('checkSmartAccountsOptions: paymasters', () => {
  it('keeps an http(s) paymaster URL and the dApp paymaster URLs, through the resolution', async () => {
    const options = {
      31337: {
        bundlerUrl: 'http://127.0.0.1:4337',
        environment,
        paymasterUrl: 'http://127.0.0.1:4338',
        dappPaymasterUrls: ['https://pm.example/v1'],
      },
    }
    const checked = checkSmartAccountsOptions(options, chains)
    expect(checked).toEqual(options)
    expect(await resolveSmartAccountsEnvironments(checked)).toEqual(options)
  })

  it('throws a clear error on a paymaster URL that is not http(s)', () => {
    const on = (more: object) => () =>
      checkSmartAccountsOptions({ 31337: { bundlerUrl: 'http://b', environment, ...more } }, chains)
    expect(on({ paymasterUrl: 'ws://127.0.0.1:4338' })).toThrow(
      'Smart accounts on chain 31337: the paymaster URL must be http(s), not "ws://127.0.0.1:4338"',
    )
    expect(on({ paymasterUrl: '' })).toThrow(/paymaster URL must be http\(s\)/)
    expect(on({ dappPaymasterUrls: ['https://ok.example', 'file:///etc/passwd'] })).toThrow(
      'Smart accounts on chain 31337: a dApp paymaster URL must be http(s), not "file:///etc/passwd"',
    )
    expect(on({ dappPaymasterUrls: 'https://pm.example' })).toThrow(
      'Smart accounts on chain 31337: dappPaymasterUrls must be a list of http(s) URLs',
    )
  })
})

describe('resolveSmartAccountsEnvironments', () => {
  it("keeps a given environment and takes the kit's published deployment for a chain given none", async () => {
    const resolved = await resolveSmartAccountsEnvironments({
      31337: { bundlerUrl: 'http://127.0.0.1:4337', environment },
      1: { bundlerUrl: 'https://b.example' },
    })
    expect(resolved[31337]).toEqual({ bundlerUrl: 'http://127.0.0.1:4337', environment })
    expect(resolved[1]?.bundlerUrl).toBe('https://b.example')
    expect(resolved[1]?.environment.implementations.HybridDeleGatorImpl).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('stops the start on a chain the kit has no deployment for and no environment is given', async () => {
    await expect(
      resolveSmartAccountsEnvironments({ 31337: { bundlerUrl: 'http://127.0.0.1:4337' } }),
    ).rejects.toThrow(
      "Smart accounts on chain 31337: MetaMask's Smart Accounts Kit has no deployment on that chain, give its environment",
    )
  })
})
