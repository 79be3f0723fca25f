import * as z from 'zod'
import { LookupError } from '../accountKeys.js'
import { BLOCKHASH_VALID_BLOCKS } from '../chainClock.js'
import { decodeMessage } from '../decodeTransaction.js'
import { GENESIS_HASH } from '../genesis.js'
import { invalidParams } from '../rpcError.js'
import { contextSlot, FEATURE_SET, rpcMethod, SOLANA_CORE_VERSION, withContext } from '../rpcMethod.js'
import { configOnly, contextConfig, optionalConfig } from '../rpcParams.js'
import { SLOTS_PER_EPOCH } from '../solanaChain.js'
import { transactionFee } from '../transactionFee.js'

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Invalid base64')
const noParams = z.tuple([])

export const blockMethods = {
  getSlot: rpcMethod(configOnly(contextConfig), ([config], chain) => contextSlot(chain, config)),
  // One block per slot: nothing is ever skipped, so the height is the slot.
  getBlockHeight: rpcMethod(configOnly(contextConfig), ([config], chain) => contextSlot(chain, config)),
  getTransactionCount: rpcMethod(configOnly(contextConfig), ([config], chain) => {
    contextSlot(chain, config)
    return chain.transactionCount()
  }),

  getLatestBlockhash: rpcMethod(configOnly(contextConfig), ([config], chain) => {
    const slot = contextSlot(chain, config)
    return withContext(slot, {
      blockhash: chain.clock.blockhash(slot),
      lastValidBlockHeight: slot + BLOCKHASH_VALID_BLOCKS,
    })
  }),

  isBlockhashValid: rpcMethod(
    z.tuple([z.string(), optionalConfig(contextConfig)]),
    ([blockhash, config], chain) =>
      withContext(contextSlot(chain, config), chain.clock.slotOfBlockhash(blockhash) !== undefined),
  ),

  getFeeForMessage: rpcMethod(
    z.tuple([base64, optionalConfig(contextConfig)]),
    ([encoded, config], chain) => {
      const slot = contextSlot(chain, config)
      const message = decodeMessage(new Uint8Array(Buffer.from(encoded, 'base64')))
      if (chain.clock.slotOfBlockhash(message.recentBlockhash) === undefined) return withContext(slot, null)
      try {
        return withContext(slot, transactionFee(message, chain.accountKeys(message).keys))
      } catch (error) {
        if (error instanceof LookupError) throw invalidParams(error.message)
        throw error
      }
    },
  ),

  getRecentPrioritizationFees: rpcMethod(z.tuple([z.array(z.string()).max(128).nullish()]), () => []),

  getEpochInfo: rpcMethod(configOnly(contextConfig), ([config], chain) => {
    const slot = contextSlot(chain, config)
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: chain.transactionCount(),
    }
  }),

  getEpochSchedule: rpcMethod(noParams, () => ({
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
    leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
    slotsPerEpoch: SLOTS_PER_EPOCH,
    warmup: false,
  })),

  getVersion: rpcMethod(noParams, () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': FEATURE_SET })),
  getGenesisHash: rpcMethod(noParams, () => GENESIS_HASH),
  getHealth: rpcMethod(noParams, () => 'ok'),
}
