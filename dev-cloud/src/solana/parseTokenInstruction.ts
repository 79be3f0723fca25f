import { toBase58 } from './base58.js'
import type { ParsedInfo } from './parseSystemInstruction.js'
import { tokenAmount } from './tokenLayout.js'

/** Which accounts each token instruction names, in order (agave's field names). */
const ACCOUNT_NAMES: Record<number, { type: string; accounts: string[] }> = {
  0: { type: 'initializeMint', accounts: ['mint', 'rentSysvar'] },
  1: { type: 'initializeAccount', accounts: ['account', 'mint', 'owner', 'rentSysvar'] },
  3: { type: 'transfer', accounts: ['source', 'destination', 'authority'] },
  4: { type: 'approve', accounts: ['source', 'delegate', 'owner'] },
  5: { type: 'revoke', accounts: ['source', 'owner'] },
  7: { type: 'mintTo', accounts: ['mint', 'account', 'mintAuthority'] },
  8: { type: 'burn', accounts: ['account', 'mint', 'authority'] },
  9: { type: 'closeAccount', accounts: ['account', 'destination', 'owner'] },
  12: { type: 'transferChecked', accounts: ['source', 'mint', 'destination', 'authority'] },
  14: { type: 'mintToChecked', accounts: ['mint', 'account', 'mintAuthority'] },
  15: { type: 'burnChecked', accounts: ['account', 'mint', 'authority'] },
  16: { type: 'initializeAccount2', accounts: ['account', 'mint', 'rentSysvar'] },
  17: { type: 'syncNative', accounts: ['account'] },
  18: { type: 'initializeAccount3', accounts: ['account', 'mint'] },
  20: { type: 'initializeMint2', accounts: ['mint'] },
  21: { type: 'getAccountDataSize', accounts: ['mint'] },
  22: { type: 'initializeImmutableOwner', accounts: ['account'] },
}
const AMOUNT = new Set([3, 4, 7, 8])
const CHECKED_AMOUNT = new Set([12, 14, 15])
const OWNER_IN_DATA = new Set([16, 18])
const MINT_INIT = new Set([0, 20])

/** SPL Token (and Token-2022's shared) instructions in agave's jsonParsed form; else undefined. */
export function parseTokenInstruction(data: Uint8Array, accounts: readonly string[]): ParsedInfo | undefined {
  const tag = data[0]
  const shape = tag === undefined ? undefined : ACCOUNT_NAMES[tag]
  if (tag === undefined || !shape || accounts.length < shape.accounts.length) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const info: Record<string, unknown> = {}
  shape.accounts.forEach((name, index) => {
    info[name] = accounts[index]
  })
  if (AMOUNT.has(tag)) {
    if (data.length < 9) return undefined
    info.amount = view.getBigUint64(1, true).toString()
  }
  if (CHECKED_AMOUNT.has(tag)) {
    if (data.length < 10) return undefined
    info.tokenAmount = tokenAmount(view.getBigUint64(1, true), data[9] ?? 0)
  }
  if (OWNER_IN_DATA.has(tag)) {
    if (data.length < 33) return undefined
    info.owner = toBase58(data.subarray(1, 33))
  }
  if (MINT_INIT.has(tag)) {
    if (data.length < 35) return undefined
    info.decimals = data[1]
    info.mintAuthority = toBase58(data.subarray(2, 34))
    if (data[34] === 1 && data.length >= 67) info.freezeAuthority = toBase58(data.subarray(35, 67))
  }
  return { type: shape.type, info }
}
