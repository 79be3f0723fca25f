import { isDeepStrictEqual } from 'node:util'
import { serialize } from 'node:v8'
import { checkModalCall } from '@airlock/shared-protocol'
import { describe, expect, it } from 'vitest'
import { defaultLimits, POLLUTION_KEY } from './forgeContext.ts'
import { forgedMessages, forgeMessage } from './forgedMessages.ts'
import { hostMessageVerdict } from './modalVerdict.ts'
import { modalCalls } from './wireForgeries.ts'

const placeholder = () => ({})
const sample = (seed: number, count = 4000) => [...forgedMessages(seed, 0, count, placeholder)]

/** Walks a message for the facts the coverage test needs; cycles are visited once. */
function survey(value: unknown, seen = new Set<unknown>(), depth = 0) {
  const facts = { depth, longestString: 0, ownProto: false }
  if (typeof value === 'string') facts.longestString = value.length
  if (typeof value !== 'object' || value === null || seen.has(value)) return facts
  seen.add(value)
  if (Object.hasOwn(value, '__proto__')) facts.ownProto = true
  for (const child of Object.values(value)) {
    const inner = survey(child, seen, depth + 1)
    facts.depth = Math.max(facts.depth, inner.depth)
    facts.longestString = Math.max(facts.longestString, inner.longestString)
    facts.ownProto ||= inner.ownProto
  }
  return facts
}

const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined

describe('forged messages', () => {
  it('are the same for the same seed and index, whether built in a stream or alone', () => {
    const stream = sample(42, 500)
    for (const message of stream) {
      const alone = forgeMessage(42, message.index, placeholder)
      expect(alone.variant).toBe(message.variant)
      expect(alone.transfer.length).toBe(message.transfer.length)
      // Node's deep equality, not vitest's: forged own `constructor` keys confuse the latter's type check.
      expect(isDeepStrictEqual(alone.data, message.data)).toBe(true)
    }
  })

  it('differ between seeds', () => {
    const a = sample(1, 200).map((m) => m.variant)
    const b = sample(2, 200).map((m) => m.variant)
    expect(a).not.toEqual(b)
  })

  it('all survive the structured clone, so every one is really posted', () => {
    for (const message of sample(3)) expect(() => serialize(message.data)).not.toThrow()
  })

  it('cover the handshake, every comlink message type and method, junk, and 0 to 5 ports', () => {
    const messages = sample(4)
    const families = new Set(messages.map((m) => m.family))
    expect([...families].sort()).toEqual(['connect', 'junk', 'ready', 'wire'])
    const types = new Set(messages.map((m) => field(m.data, 'type')))
    for (const type of ['airlock:ready', 'airlock:connect', 'APPLY', 'GET', 'SET', 'ENDPOINT', 'RELEASE'])
      expect(types).toContain(type)
    const heads = new Set(messages.map((m) => field(field(m.data, 'path'), '0')))
    for (const method of ['open', 'request', 'disconnect', 'switchNetwork', 'persist', 'walletRequest'])
      expect(heads).toContain(method)
    expect(heads).toContain('__proto__')
    expect(heads).toContain('constructor')
    expect(new Set(messages.map((m) => m.transfer.length))).toEqual(new Set([0, 1, 2, 3, 4, 5]))
    const kinds = new Set(messages.map((m) => (Array.isArray(m.data) ? 'array' : typeof m.data)))
    for (const kind of ['string', 'number', 'object', 'array', 'undefined', 'bigint', 'boolean'])
      expect(kinds).toContain(kind)
    expect(messages.some((m) => m.data === null)).toBe(true)
    const facts = messages.map((m) => survey(m.data))
    expect(Math.max(...facts.map((f) => f.depth))).toBeGreaterThan(200)
    expect(Math.max(...facts.map((f) => f.longestString))).toBeGreaterThan(defaultLimits.maxString / 2)
    expect(facts.some((f) => f.ownProto)).toBe(true)
  })

  it('stay within the limits', () => {
    const limits = { maxString: 4096, maxDepth: 64 }
    for (const message of forgedMessages(5, 0, 3000, placeholder, limits)) {
      const facts = survey(message.data)
      // The storage and options schemas' own bounds (100,000 and 2,048) are probed just past them.
      expect(facts.longestString).toBeLessThanOrEqual(100_001)
      if (message.family === 'junk') expect(facts.longestString).toBeLessThanOrEqual(limits.maxString)
      expect(facts.depth).toBeLessThanOrEqual(limits.maxDepth + 8)
    }
  })

  it('include complete handshakes the modal would take if it were not already connected', () => {
    const messages = sample(6)
    const replays = messages.filter((m) => m.variant === 'connect-replay')
    expect(replays.length).toBeGreaterThan(100)
    for (const replay of replays)
      expect(hostMessageVerdict(replay.data, replay.transfer.length)).toBe('duplicate')
    const nearMisses = messages.filter((m) => m.family === 'connect' && m.variant !== 'connect-replay')
    const verdicts = nearMisses.map((m) => hostMessageVerdict(m.data, m.transfer.length))
    expect(verdicts).toContain('malformed')
    expect(verdicts.filter((v) => v === 'malformed').length).toBeGreaterThan(nearMisses.length / 2)
  })

  it('forge calls whose arguments the modal accepts, so only the channel stands in the way', () => {
    for (const [method, args] of Object.entries(modalCalls))
      expect(checkModalCall(method, args)).toBeUndefined()
  })

  it('build pollution payloads without polluting the process that builds them', () => {
    sample(7, 2000)
    expect(POLLUTION_KEY in {}).toBe(false)
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain(POLLUTION_KEY)
  })
})
