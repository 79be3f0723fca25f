import { toBase58 } from './base58.js'
import type { DecodedMessage } from './decodeTransaction.js'
import { ADDRESS_LOOKUP_TABLE_PROGRAM } from './programIds.js'

/** Every account a transaction names, in its index order, and what it may do with each. */
export interface AccountKeys {
  keys: string[]
  signer: boolean[]
  writable: boolean[]
  source: ('transaction' | 'lookupTable')[]
  /** The keys a v0 transaction loaded from lookup tables (getTransaction's meta.loadedAddresses). */
  loaded: { writable: string[]; readonly: string[] }
}

/** Reads an account's owner and data, or undefined when it does not exist. */
export type AccountReader = (address: string) => { owner: string; data: Uint8Array } | undefined

/** An address lookup table's addresses start after its 56 bytes of metadata. */
const LOOKUP_TABLE_META_SIZE = 56

/** Thrown when a lookup table is missing or an index is past its end: the transaction's error name. */
export class LookupError extends Error {}

function lookupTableAddresses(read: AccountReader, table: string): string[] {
  const account = read(table)
  if (!account) throw new LookupError('AddressLookupTableNotFound')
  if (account.owner !== ADDRESS_LOOKUP_TABLE_PROGRAM) throw new LookupError('InvalidAddressLookupTableOwner')
  const addresses: string[] = []
  for (let offset = LOOKUP_TABLE_META_SIZE; offset + 32 <= account.data.length; offset += 32)
    addresses.push(toBase58(account.data.subarray(offset, offset + 32)))
  return addresses
}

/** The keys a v0 transaction borrows from its lookup tables, writable ones first (as they are indexed). */
export function loadLookups(message: DecodedMessage, read: AccountReader): AccountKeys['loaded'] {
  const loaded = { writable: [] as string[], readonly: [] as string[] }
  for (const lookup of message.lookups) {
    const addresses = lookupTableAddresses(read, lookup.accountKey)
    const pick = (index: number) => {
      const found = addresses[index]
      if (found === undefined) throw new LookupError('InvalidAddressLookupTableIndex')
      return found
    }
    loaded.writable.push(...lookup.writableIndexes.map(pick))
    loaded.readonly.push(...lookup.readonlyIndexes.map(pick))
  }
  return loaded
}

/**
 * A message's account list given what its lookup tables lent it: static keys, then the loaded
 * writable and read-only ones. A key an instruction calls as a program is never writable (agave
 * demotes it).
 */
export function accountKeysWith(message: DecodedMessage, loaded: AccountKeys['loaded']): AccountKeys {
  const { header, staticKeys } = message
  const programs = new Set(message.instructions.map((instruction) => instruction.programIdIndex))
  const signedWritable = header.numRequiredSignatures - header.numReadonlySignedAccounts
  const unsignedWritableEnd = staticKeys.length - header.numReadonlyUnsignedAccounts
  const keys = [...staticKeys, ...loaded.writable, ...loaded.readonly]
  const writable = keys.map((_, index) => {
    if (programs.has(index)) return false
    if (index < header.numRequiredSignatures) return index < signedWritable
    if (index < staticKeys.length) return index < unsignedWritableEnd
    return index < staticKeys.length + loaded.writable.length
  })
  return {
    keys,
    signer: keys.map((_, index) => index < header.numRequiredSignatures),
    writable,
    source: keys.map((_, index) => (index < staticKeys.length ? 'transaction' : 'lookupTable')),
    loaded,
  }
}

/** A message's account list with its lookup tables read from the chain as it is now. */
export const resolveAccountKeys = (message: DecodedMessage, read: AccountReader): AccountKeys =>
  accountKeysWith(message, loadLookups(message, read))
