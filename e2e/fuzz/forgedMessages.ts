import { defaultLimits, type ForgeContext, type ForgeLimits, type Forgery } from './forgeContext.ts'
import { forgeConnect, forgeReady } from './handshakeForgeries.ts'
import { forgeJunk } from './junkValues.ts'
import { createRandom, messageSeed } from './random.ts'
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

function pickFamily(roll: number): MessageFamily {
  let acc = 0
  for (const [family, weight] of familyWeights) {
    acc += weight
    if (roll < acc) return family
  }
  return 'ready'
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
  const family = pickFamily(random.float())
  const forged = forgers[family](context)
  const wanted = forged.ports ?? random.pick(portCounts) + transfer.length
  while (transfer.length < wanted) transfer.push(newPort())
  return { index, family, variant: forged.variant, data: forged.data, transfer }
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
