import { fromBase58, toBase58 } from './base58.js'

/** SPL Token's fixed layouts (Token-2022 keeps them and appends extensions after byte 165). */
export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82
/** Token-2022's account-type byte after the base layout: tells a mint with extensions from an account. */
const ACCOUNT_TYPE_OFFSET = 165
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

export interface TokenAccountState {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  /** The rent-exempt reserve of a wrapped-SOL account, else null. */
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

export interface MintState {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

const STATES = ['uninitialized', 'initialized', 'frozen'] as const

function optionalKey(view: DataView, data: Uint8Array, offset: number): string | null {
  return view.getUint32(offset, true) === 1 ? toBase58(data.subarray(offset + 4, offset + 36)) : null
}

const viewOf = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)

export function isTokenAccountData(data: Uint8Array): boolean {
  if (data.length === TOKEN_ACCOUNT_SIZE) return true
  return data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_ACCOUNT
}

export function isMintData(data: Uint8Array): boolean {
  if (data.length === MINT_SIZE) return true
  return data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT
}

/** A token account's base fields; undefined when the data is not a token account. */
export function decodeTokenAccount(data: Uint8Array): TokenAccountState | undefined {
  if (!isTokenAccountData(data)) return undefined
  const view = viewOf(data)
  const state = STATES[data[108] ?? 0]
  if (!state) return undefined
  return {
    mint: toBase58(data.subarray(0, 32)),
    owner: toBase58(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    delegate: optionalKey(view, data, 72),
    state,
    isNative: view.getUint32(109, true) === 1 ? view.getBigUint64(113, true) : null,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: optionalKey(view, data, 129),
  }
}

/** A mint's fields; undefined when the data is not a mint. */
export function decodeMint(data: Uint8Array): MintState | undefined {
  if (!isMintData(data)) return undefined
  const view = viewOf(data)
  return {
    mintAuthority: optionalKey(view, data, 0),
    supply: view.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(view, data, 46),
  }
}

function writeOptionalKey(view: DataView, data: Uint8Array, offset: number, key: string | null) {
  if (key === null) return
  view.setUint32(offset, 1, true)
  data.set(fromBase58(key), offset + 4)
}

/** The bytes of an initialized SPL Token account (the genesis writes the dev accounts' USDC with it). */
export function encodeTokenAccount(fields: { mint: string; owner: string; amount: bigint }): Uint8Array {
  const data = new Uint8Array(TOKEN_ACCOUNT_SIZE)
  const view = viewOf(data)
  data.set(fromBase58(fields.mint), 0)
  data.set(fromBase58(fields.owner), 32)
  view.setBigUint64(64, fields.amount, true)
  data[108] = 1
  return data
}

/** The bytes of an initialized mint. */
export function encodeMint(fields: Omit<MintState, 'isInitialized'>): Uint8Array {
  const data = new Uint8Array(MINT_SIZE)
  const view = viewOf(data)
  writeOptionalKey(view, data, 0, fields.mintAuthority)
  view.setBigUint64(36, fields.supply, true)
  data[44] = fields.decimals
  data[45] = 1
  writeOptionalKey(view, data, 46, fields.freezeAuthority)
  return data
}

/** An amount in base units as a decimal string without trailing zeros, as the RPC's uiAmountString. */
export function uiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The RPC's token amount object (`getTokenAccountBalance`, parsed accounts, token balances). */
export function tokenAmount(amount: bigint, decimals: number) {
  const text = uiAmountString(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}
