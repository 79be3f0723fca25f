import { createPublicClient, http, parseAbi } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil/startAnvil.js'
import { freePort } from '../serverKit.js'
import {
  deployAccountAbstraction,
  ENTRY_POINT_07,
  plannedAccountAbstraction,
  SIMPLE_ACCOUNT_FACTORY_07,
} from './accountAbstractionContracts.js'

const factoryAbi = parseAbi(['function accountImplementation() view returns (address)'])
const accountAbi = parseAbi(['function entryPoint() view returns (address)'])

let anvil: RunningAnvil | undefined
afterEach(async () => {
  await anvil?.stop()
  anvil = undefined
})

describe('deployAccountAbstraction', () => {
  it('computes the canonical v0.7 addresses from the npm bytecode', () => {
    expect(plannedAccountAbstraction()).toEqual({
      entryPoint: ENTRY_POINT_07,
      simpleAccountFactory: SIMPLE_ACCOUNT_FACTORY_07,
    })
  })

  it('puts EntryPoint v0.7 and SimpleAccountFactory at them on a fresh anvil, and sends nothing again', async () => {
    anvil = await startAnvil({ port: await freePort() })
    const client = createPublicClient({ transport: http(anvil.url) })
    for (const address of [ENTRY_POINT_07, SIMPLE_ACCOUNT_FACTORY_07])
      expect(await client.getCode({ address })).toBeUndefined()

    expect(await deployAccountAbstraction(anvil.url)).toEqual({
      entryPoint: ENTRY_POINT_07,
      simpleAccountFactory: SIMPLE_ACCOUNT_FACTORY_07,
    })
    for (const address of [ENTRY_POINT_07, SIMPLE_ACCOUNT_FACTORY_07])
      expect(await client.getCode({ address })).toMatch(/^0x.{2,}/)
    // The factory's accounts serve this EntryPoint.
    const implementation = await client.readContract({
      address: SIMPLE_ACCOUNT_FACTORY_07,
      abi: factoryAbi,
      functionName: 'accountImplementation',
    })
    expect(
      await client.readContract({ address: implementation, abi: accountAbi, functionName: 'entryPoint' }),
    ).toBe(ENTRY_POINT_07)

    const block = await client.getBlockNumber()
    await deployAccountAbstraction(anvil.url)
    expect(await client.getBlockNumber()).toBe(block)
  })
})
