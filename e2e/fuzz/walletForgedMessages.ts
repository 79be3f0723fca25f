import {
  defaultLimits,
  type ForgeContext,
  type ForgeLimits,
  type Forgery,
  type WalletTarget,
} from './forgeContext.ts'
import {
  type ForgedMessage,
  forgeMessage,
  forgeWith,
  type MessageFamily,
  pickWeighted,
} from './forgedMessages.ts'
import { forgeProofAnswer, forgeProofRequest } from './proofForgeries.ts'
import { createRandom, messageSeed } from './random.ts'
import { forgeWalletApp } from './walletAppForgeries.ts'

/** What goes at the wallet frame: the modal's mix (`mix` keeps its own family names) and the frame's own. */
export type WalletFamily = 'proof-request' | 'proof-answer' | 'app'

export interface WalletForgedMessage<P> extends Omit<ForgedMessage<P>, 'family'> {
  family: MessageFamily | WalletFamily
}

const walletForgers: Record<WalletFamily, <P>(context: ForgeContext<P>, target: WalletTarget) => Forgery> = {
  'proof-request': forgeProofRequest,
  'proof-answer': forgeProofAnswer,
  app: forgeWalletApp,
}
/** The proof listener is what is new, so its request gets the largest share. */
const familyWeights: ['mix' | WalletFamily, number][] = [
  ['proof-request', 0.35],
  ['mix', 0.3],
  ['app', 0.25],
  ['proof-answer', 0.1],
]
/** Keeps the family roll apart from the stream the modal's mix draws from for the same index. */
const WALLET_SALT = 0x5a11e7

/**
 * Message `index` of the wallet frame's stream `seed`, aimed at `target`. A `mix` message is exactly
 * message `index` of the modal's stream `seed` (forgedMessages.ts); the others come from the proof
 * and app-event forgers. Like the modal's, it depends only on `seed`, `index` and `target`.
 */
export function forgeWalletMessage<P>(
  seed: number,
  index: number,
  newPort: () => P,
  target: WalletTarget,
  limits: ForgeLimits = defaultLimits,
): WalletForgedMessage<P> {
  const random = createRandom(messageSeed(seed, index) ^ WALLET_SALT)
  const family = pickWeighted(familyWeights, random.float())
  if (family === 'mix') return forgeMessage(seed, index, newPort, limits)
  const forge = walletForgers[family]
  return { index, family, ...forgeWith(random, newPort, limits, (context) => forge(context, target)) }
}
