import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto'
import { toBase58 } from './base58.js'

/** A keypair in solana-keygen's form: `secretKey` is the 32-byte seed followed by the public key. */
export interface DevKeypair {
  address: string
  secretKey: Uint8Array
}

/** PKCS#8 framing of a raw Ed25519 seed, so node:crypto can sign without a Solana library. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

interface SigningKeypair extends DevKeypair {
  privateKey: KeyObject
}

/**
 * The keypair derived from a label: its seed is sha256('airlock-solana-dev:' + label). Anyone can
 * derive them, so they hold devnet value only, like anvil's mnemonic accounts.
 */
export function deriveDevKeypair(label: string): SigningKeypair {
  const seed = createHash('sha256').update(`airlock-solana-dev:${label}`).digest()
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  const publicKey = spki.subarray(spki.length - 32)
  return {
    address: toBase58(publicKey),
    secretKey: new Uint8Array(Buffer.concat([seed, publicKey])),
    privateKey,
  }
}

/** An Ed25519 signature by a derived keypair (the treasury signs airdrops with it). */
export const signWith = (keypair: SigningKeypair, message: Uint8Array): Uint8Array =>
  new Uint8Array(sign(null, message, keypair.privateKey))

const publicPart = ({ address, secretKey }: DevKeypair): DevKeypair => ({ address, secretKey })

/** The four funded dev accounts (1,000 SOL and 10,000 USDC each at genesis). */
export const DEV_KEYPAIRS: readonly DevKeypair[] = [0, 1, 2, 3].map((index) =>
  publicPart(deriveDevKeypair(`dev-${index}`)),
)
/** Signs airdrops: the treasury's key as node:crypto holds it. */
export const TREASURY_SIGNER = deriveDevKeypair('treasury')
/** Pays airdrops and holds the USDC mint authority: the chain's faucet and token issuer. */
export const TREASURY: DevKeypair = publicPart(TREASURY_SIGNER)
/** The USDC mint's address is this keypair's, fixed across fresh chains. */
export const USDC_MINT = deriveDevKeypair('usdc-mint').address
