import { getAddress } from 'viem'
import type { NameRecord } from './nameStore.js'

/**
 * A name as the profile API answers it (AppKit's `BlockchainApiLookupEnsName`): the address under its
 * coin type, the attributes, and when it was registered (seconds, and ISO time in `created_at`).
 */
export function profileOf(record: NameRecord) {
  const seconds = Math.floor(record.createdAt / 1000)
  const created = new Date(record.createdAt).toISOString()
  return {
    name: record.name,
    registered: seconds,
    updated: seconds,
    addresses: { [String(record.coinType)]: { address: getAddress(record.address), created } },
    attributes: record.attributes,
    created_at: created,
  }
}

export type Profile = ReturnType<typeof profileOf>
