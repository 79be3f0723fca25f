import { createPublicClient, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil/startAnvil.js'
import { plannedDevnet } from '../devnet/devnet.js'
import { freePort } from '../serverKit.js'
import { deployAccountAbstraction, ENTRY_POINT_07 } from './accountAbstractionContracts.js'
import {
  DEVNET_SMART_ACCOUNTS,
  deploySmartAccounts,
  plannedSmartAccountsEnvironment,
} from './smartAccountsEnvironment.js'

let anvil: RunningAnvil | undefined
afterEach(async () => {
  await anvil?.stop()
  anvil = undefined
})

const allAddresses = () => [
  DEVNET_SMART_ACCOUNTS.DelegationManager,
  DEVNET_SMART_ACCOUNTS.SimpleFactory,
  ...Object.values(DEVNET_SMART_ACCOUNTS.implementations),
  ...Object.values(DEVNET_SMART_ACCOUNTS.caveatEnforcers),
]

describe('deploySmartAccounts', () => {
  it('plans the same addresses at every start, against our EntryPoint', () => {
    expect(plannedSmartAccountsEnvironment()).toEqual(DEVNET_SMART_ACCOUNTS)
    expect(DEVNET_SMART_ACCOUNTS).toMatchObject({
      EntryPoint: ENTRY_POINT_07,
      DelegationManager: '0x591f051F13a9212914894E1657b2629D77bEb48f',
      SimpleFactory: '0xb8CA97F13A09E4dA9bfe35a1d7947c1F61D360c4',
      implementations: { HybridDeleGatorImpl: '0xa87927Da73210D57f52F2cc1D735Ce0d52212C05' },
    })
    expect(Object.keys(DEVNET_SMART_ACCOUNTS.caveatEnforcers)).toHaveLength(32)
    // The devnet's plan names the DelegationManager without loading the kit: the same address.
    expect(plannedDevnet().delegationManager).toBe(DEVNET_SMART_ACCOUNTS.DelegationManager)
  })

  it('deploys the environment at the planned addresses on a fresh anvil, and sends nothing again', async () => {
    anvil = await startAnvil({ port: await freePort() })
    const client = createPublicClient({ transport: http(anvil.url) })
    for (const address of allAddresses()) expect(await client.getCode({ address })).toBeUndefined()
    await expect(deploySmartAccounts(anvil.url)).rejects.toThrow(/No EntryPoint/)

    await deployAccountAbstraction(anvil.url)
    expect(await deploySmartAccounts(anvil.url)).toEqual(DEVNET_SMART_ACCOUNTS)
    for (const address of allAddresses()) expect(await client.getCode({ address })).toMatch(/^0x.{2,}/)

    const block = await client.getBlockNumber()
    expect(await deploySmartAccounts(anvil.url)).toEqual(DEVNET_SMART_ACCOUNTS)
    expect(await client.getBlockNumber()).toBe(block)
  })
})
