import { isAddress } from '@solana/kit'
import * as z from 'zod'
import { fromBase58 } from './base58.js'

/** A base58 public key (32 bytes). */
export const pubkey = z.string().refine((value) => isAddress(value), 'Invalid public key')

/** A base58 transaction signature (64 bytes). */
export const signature = z.string().refine((value) => {
  if (value.length < 64 || value.length > 88) return false
  try {
    return fromBase58(value).length === 64
  } catch {
    return false
  }
}, 'Invalid signature')

/** Every commitment is answered from the same, final state: a one-node chain confirms at once. */
export const commitment = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])

const slotNumber = z.number().int().nonnegative()

/** The config object most methods take last; missing, null or `{}` mean the defaults. */
export const contextConfig = z.object({
  commitment: commitment.optional(),
  minContextSlot: slotNumber.optional(),
})

export const accountEncoding = z.enum(['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'])
export const dataSlice = z.object({
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
})
export const accountConfig = contextConfig.extend({
  encoding: accountEncoding.optional(),
  dataSlice: dataSlice.optional(),
})
export type AccountConfig = z.infer<typeof accountConfig>

/** A trailing config argument: absent, null, or the object. */
export const optionalConfig = <T extends z.ZodType>(schema: T) => schema.nullish()

/** A method with no arguments but a config (getSlot, getLatestBlockhash, ...): params may be omitted. */
export const configOnly = <T extends z.ZodType>(schema: T) => z.tuple([optionalConfig(schema)])
