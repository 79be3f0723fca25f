import { getBase58Decoder, getBase58Encoder } from '@solana/kit'

const encoder = getBase58Encoder()
const decoder = getBase58Decoder()

/** Bytes to base58 text (addresses, signatures, blockhashes, instruction data in JSON). */
export const toBase58 = (bytes: Uint8Array): string => decoder.decode(bytes)

/** Base58 text to bytes; throws on a character outside the alphabet. */
export const fromBase58 = (text: string): Uint8Array => new Uint8Array(encoder.encode(text))
