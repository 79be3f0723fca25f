import {
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { fromBase58, toBase58 } from './base58.js'
import { invalidParams, RpcError } from './rpcError.js'

/** agave's PACKET_DATA_SIZE: the largest transaction the network carries. */
export const MAX_TRANSACTION_BYTES = 1232
/** How agave writes a signature that is missing (all zero bytes) in JSON. */
export const EMPTY_SIGNATURE = toBase58(new Uint8Array(64))

export interface CompiledInstruction {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
}

export interface AddressTableLookup {
  accountKey: string
  writableIndexes: number[]
  readonlyIndexes: number[]
}

/** A wire transaction taken apart: what the methods read, and the form litesvm takes. */
export interface DecodedTransaction {
  /** The transaction's bytes without anything sent after its end. */
  wire: Uint8Array
  /** The signed message bytes. */
  message: Uint8Array
  kit: Transaction
  version: 'legacy' | 0
  /** Base58, in signer order; a missing one is EMPTY_SIGNATURE. The first is the transaction's id. */
  signatures: string[]
  header: {
    numRequiredSignatures: number
    numReadonlySignedAccounts: number
    numReadonlyUnsignedAccounts: number
  }
  staticKeys: string[]
  recentBlockhash: string
  instructions: CompiledInstruction[]
  lookups: AddressTableLookup[]
}

const transactionDecoder = getTransactionDecoder()
const messageDecoder = getCompiledTransactionMessageDecoder()

export type DecodedMessage = Omit<DecodedTransaction, 'wire' | 'message' | 'kit' | 'signatures'>

function fromCompiled(message: CompiledTransactionMessage & { lifetimeToken: string }): DecodedMessage {
  if (message.version !== 'legacy' && message.version !== 0)
    throw invalidParams(`unsupported transaction version (${message.version})`)
  const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : []
  return {
    version: message.version,
    header: {
      numRequiredSignatures: message.header.numSignerAccounts,
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    },
    staticKeys: [...message.staticAccounts],
    recentBlockhash: message.lifetimeToken,
    instructions: message.instructions.map((instruction) => ({
      programIdIndex: instruction.programAddressIndex,
      accounts: [...(instruction.accountIndices ?? [])],
      data: new Uint8Array(instruction.data ?? []),
    })),
    lookups: lookups.map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      writableIndexes: [...lookup.writableIndexes],
      readonlyIndexes: [...lookup.readonlyIndexes],
    })),
  }
}

/**
 * Decodes a legacy or v0 wire transaction. Anything else (truncated bytes, a v1 message, more than
 * 1,232 bytes) is an invalid-params error, as agave answers before looking at the chain.
 */
export function decodeTransaction(bytes: Uint8Array): DecodedTransaction {
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw invalidParams(`transaction too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES})`)
  let kit: Transaction
  let end: number
  let message: DecodedMessage
  try {
    ;[kit, end] = transactionDecoder.read(bytes, 0)
    message = fromCompiled(messageDecoder.decode(kit.messageBytes))
  } catch (error) {
    if (error instanceof RpcError) throw error
    throw invalidParams(`failed to deserialize transaction: ${(error as Error).message}`)
  }
  const signers = message.staticKeys.slice(0, message.header.numRequiredSignatures)
  const signatures = signers.map((signer) => {
    const signature = kit.signatures[signer as keyof typeof kit.signatures]
    return signature ? toBase58(signature) : EMPTY_SIGNATURE
  })
  if (signatures.length === 0) throw invalidParams('transaction has no signatures')
  return { wire: bytes.slice(0, end), message: new Uint8Array(kit.messageBytes), kit, signatures, ...message }
}

/** Decodes a message alone (getFeeForMessage); malformed bytes are an invalid-params error. */
export function decodeMessage(bytes: Uint8Array): DecodedMessage {
  try {
    return fromCompiled(messageDecoder.decode(bytes))
  } catch (error) {
    if (error instanceof RpcError) throw error
    throw invalidParams(`failed to deserialize message: ${(error as Error).message}`)
  }
}

/** A transaction's text in base58 (agave's default) or base64 as bytes; bad text is invalid params. */
export function transactionBytes(encoded: string, encoding: 'base58' | 'base64'): Uint8Array {
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) throw invalidParams('invalid base64 encoding')
    return new Uint8Array(Buffer.from(encoded, 'base64'))
  }
  try {
    return fromBase58(encoded)
  } catch {
    throw invalidParams('invalid base58 encoding')
  }
}
