import { type ForgeContext, type Forgery, pollutionPayload, withOwnProto } from './forgeContext.ts'

/** Keys the channel or a naive merge might read: protocol fields and prototype-pollution keys. */
export const sensitiveKeys = [
  'type',
  'id',
  'path',
  'argumentList',
  'value',
  'version',
  'options',
  'storage',
  'ports',
  'source',
  'origin',
  '__proto__',
  'constructor',
  'prototype',
  'then',
  'toString',
  'valueOf',
  'hasOwnProperty',
] as const

const oddNumbers = [0, -0, 1, -1, 1.5, Number.NaN, Infinity, -Infinity, 2 ** 53 + 1, 1e308, 5e-324] as const
const oddStrings = [
  '',
  ' ',
  'airlock:connect',
  'airlock:ready',
  'AIRLOCK:CONNECT',
  'airlock:connect\u0000',
  'APPLY',
  'RELEASE',
  '__proto__',
  'constructor',
  '\ud800',
  '\u202e',
  'javascript:alert(1)',
  '{"type":"airlock:connect","version":1}',
  '<img src=x onerror=alert(1)>',
] as const

/** A string of `length` units with a little variety, so nothing downstream can cheat on a repeat. */
export function largeString(length: number, seedChar: number): string {
  const head = String.fromCharCode(0x41 + (seedChar % 26))
  return head.repeat(Math.max(0, length - 8)) + 'airlock!'.slice(0, Math.min(8, length))
}

function primitive<P>({ random, limits }: ForgeContext<P>): unknown {
  switch (random.int(7)) {
    case 0:
      return random.pick(oddStrings)
    case 1:
      return random.pick(oddNumbers)
    case 2:
      return random.pick([true, false, null, undefined])
    case 3:
      return BigInt(random.int(1_000_000)) * 10n ** 30n
    case 4:
      return largeString(random.between(1, 256), random.int(26))
    case 5:
      return largeString(random.between(1024, Math.min(8192, limits.maxString)), random.int(26))
    default:
      return random.int(2 ** 31)
  }
}

/** Values the structured clone algorithm carries that are not plain JSON. */
function builtin<P>({ random }: ForgeContext<P>): unknown {
  switch (random.int(10)) {
    case 0:
      return new Date(random.int(2 ** 40))
    case 1:
      return /airlock:connect/gi
    case 2:
      return new Map<unknown, unknown>([
        ['type', 'airlock:connect'],
        ['version', 1],
      ])
    case 3:
      return new Set(['open', 'request'])
    case 4:
      return new ArrayBuffer(random.between(0, 4096))
    case 5:
      return new Uint8Array(random.between(0, 4096)).fill(random.int(256))
    case 6:
      return new Error('airlock:connect')
    case 7:
      return new String('airlock:connect')
    case 8:
      return new Number(1)
    default:
      return new Boolean(false)
  }
}

function record<P>(context: ForgeContext<P>, depth: number): Record<string, unknown> {
  const { random } = context
  const target: Record<string, unknown> = {}
  const size = random.between(0, 6)
  for (let i = 0; i < size; i++) {
    const key = random.chance(0.7) ? random.pick(sensitiveKeys) : `k${random.int(1000)}`
    const value = junkValue(context, depth + 1)
    // `target[key] = value` with `__proto__` would set the prototype, not make the key.
    if (key === '__proto__') withOwnProto(target, value)
    else target[key] = value
  }
  return target
}

function deep<P>(context: ForgeContext<P>): unknown {
  const { random, limits } = context
  const depth = random.between(Math.min(32, limits.maxDepth), limits.maxDepth)
  const asArray = random.chance(0.5)
  const key = random.pick(sensitiveKeys.filter((k) => k !== '__proto__'))
  let value: unknown = primitive(context)
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { [key]: value }
  return value
}

function wideArray<P>({ random }: ForgeContext<P>): unknown[] {
  const length = random.between(256, 10_000)
  const fill = random.pick([0, 'open', null, 'airlock:connect'])
  const array = new Array<unknown>(length).fill(fill)
  // Holes too: a sparse array survives the structured clone as sparse.
  if (random.chance(0.5)) delete array[random.int(length)]
  return array
}

function cyclic<P>(context: ForgeContext<P>): Record<string, unknown> {
  const target = record(context, 2)
  target.self = target
  target.options = { networks: [target] }
  return target
}

/** The classic pollution shapes: an own `__proto__` key (as `JSON.parse` makes it) and `constructor.prototype`. */
function pollution<P>({ random }: ForgeContext<P>): unknown {
  switch (random.int(4)) {
    case 0:
      return JSON.parse(`{"__proto__":${JSON.stringify(pollutionPayload())}}`)
    case 1:
      return { constructor: { prototype: pollutionPayload() }, prototype: pollutionPayload() }
    case 2:
      return withOwnProto({ type: 'airlock:connect', version: 1 }, pollutionPayload())
    default:
      return { options: withOwnProto({}, pollutionPayload()), storage: withOwnProto({}, 'x') }
  }
}

/** Anything at all, nested at most a few levels so one message stays small. */
export function junkValue<P>(context: ForgeContext<P>, depth = 0): unknown {
  const { random } = context
  const roll = random.int(depth >= 3 ? 2 : 5)
  if (roll === 0) return primitive(context)
  if (roll === 1) return builtin(context)
  if (roll === 2) return record(context, depth)
  if (roll === 3) return Array.from({ length: random.between(0, 5) }, () => junkValue(context, depth + 1))
  return pollution(context)
}

/** A whole message that is junk, from a bare primitive to a cyclic or very deep structure. */
export function forgeJunk<P>(context: ForgeContext<P>): Forgery {
  const { random, limits } = context
  switch (random.int(8)) {
    case 0:
      return { variant: 'junk-primitive', data: primitive(context) }
    case 1:
      return { variant: 'junk-builtin', data: builtin(context) }
    case 2:
      return { variant: 'junk-record', data: record(context, 0) }
    case 3:
      return { variant: 'junk-deep', data: deep(context) }
    case 4:
      return { variant: 'junk-wide-array', data: wideArray(context) }
    case 5:
      return { variant: 'junk-cyclic', data: cyclic(context) }
    case 6: {
      // Mostly a few kilobytes; now and then up to the limit, which is what costs the receiver.
      const length = random.chance(0.25)
        ? random.between(limits.maxString / 2, limits.maxString)
        : random.between(1024, 8192)
      return {
        variant: 'junk-large-string',
        data: largeString(Math.min(length, limits.maxString), random.int(26)),
      }
    }
    default:
      return { variant: 'junk-pollution', data: pollution(context) }
  }
}
