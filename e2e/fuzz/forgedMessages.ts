import { defaultLimits, type ForgeContext, type ForgeLimits, type Forgery } from './forgeContext.ts'
import { forgeConnect, forgeReady } from './handshakeForgeries.ts'
import { forgeJunk } from './junkValues.ts'
import { createRandom, messageSeed, type Random } from './random.ts'
import { forgeWire } from './wireForgeries.ts'

export type MessageFamily = 'ready' | 'connect' | 'wire' | 'junk'

export interface ForgedMessage<P> {
  index: number
  family: MessageFamily
  /** Which mutation made it, e.g. `connect-options-rpc-url`: names a finding. */
  variant: string
  data: unknown
  /** Every port the message transfers, those inside `data` first. */
  transfer: P[]
}

const forgers: Record<MessageFamily, <P>(context: ForgeContext<P>) => Forgery> = {
  connect: forgeConnect,
  wire: forgeWire,
  junk: forgeJunk,
  ready: forgeReady,
}
/** The handshake and the comlink wire are what an attacker aims at, so they get most of the stream. */
const familyWeights: [MessageFamily, number][] = [
  ['connect', 0.35],
  ['wire', 0.3],
  ['junk', 0.25],
  ['ready', 0.1],
]
/** Transfers other than what the forger asked for: none, one, the handshake's two, or more. */
const portCounts = [0, 0, 0, 0, 1, 2, 2, 3] as const

/** The family `roll` (uniform in [0, 1)) lands on, by cumulative weight; the last one past the end. */
export function pickWeighted<F>(weights: readonly (readonly [F, number])[], roll: number): F {
  let acc = 0
  for (const [family, weight] of weights) {
    acc += weight
    if (roll < acc) return family
  }
  return (weights[weights.length - 1] as readonly [F, number])[0]
}

/**
 * Runs one forger on `random` and adds the transfers it did not ask for: the message's data, its
 * variant, and every port it transfers (those inside the data first).
 */
export function forgeWith<P>(
  random: Random,
  newPort: () => P,
  limits: ForgeLimits,
  forge: (context: ForgeContext<P>) => Forgery,
): Pick<ForgedMessage<P>, 'variant' | 'data' | 'transfer'> {
  const transfer: P[] = []
  const context: ForgeContext<P> = {
    random,
    limits,
    port() {
      const port = newPort()
      transfer.push(port)
      return port
    },
  }
  const forged = forge(context)
  const wanted = forged.ports ?? random.pick(portCounts) + transfer.length
  while (transfer.length < wanted) transfer.push(newPort())
  return { variant: forged.variant, data: forged.data, transfer }
}

/**
 * Message `index` of the stream `seed`. `newPort` makes a port to transfer (a MessagePort in the
 * browser, any placeholder in Node): the shape of the message, including how many ports it
 * carries and where, depends only on `seed` and `index`.
 */
export function forgeMessage<P>(
  seed: number,
  index: number,
  newPort: () => P,
  limits: ForgeLimits = defaultLimits,
): ForgedMessage<P> {
  const random = createRandom(messageSeed(seed, index))
  const family = pickWeighted(familyWeights, random.float())
  return { index, family, ...forgeWith(random, newPort, limits, forgers[family]) }
}

/** Messages `from` to `from + count - 1` of the stream. */
export function* forgedMessages<P>(
  seed: number,
  from: number,
  count: number,
  newPort: () => P,
  limits: ForgeLimits = defaultLimits,
): Generator<ForgedMessage<P>> {
  for (let index = from; index < from + count; index++) yield forgeMessage(seed, index, newPort, limits)
}
