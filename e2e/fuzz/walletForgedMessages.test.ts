import { isDeepStrictEqual } from 'node:util'
import { serialize } from 'node:v8'
import { AppMessageSchema, appEventNames } from '@airlock/shared-protocol'
import { socialProofTypes } from '@airlock/shared-protocol/social-proof'
import { describe, expect, it } from 'vitest'
import { forgeMessage } from './forgedMessages.ts'
import { randomIntent } from './proofForgeries.ts'
import { createRandom } from './random.ts'
import { forgeWalletMessage } from './walletForgedMessages.ts'

const placeholder = () => ({})
const target = { intent: randomIntent(createRandom(1), 22), walletOrigin: 'http://wallet.localhost:27175' }
const sample = (seed: number, count = 4000) =>
  Array.from({ length: count }, (_, index) => forgeWalletMessage(seed, index, placeholder, target))
const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined

describe('forged messages at the wallet frame', () => {
  it('are the same for the same seed, index and target; the mix is the modal stream itself', () => {
    for (const message of sample(42, 500)) {
      const again = forgeWalletMessage(42, message.index, placeholder, target)
      expect(again.variant).toBe(message.variant)
      expect(again.transfer.length).toBe(message.transfer.length)
      expect(isDeepStrictEqual(again.data, message.data)).toBe(true)
      if (['ready', 'connect', 'wire', 'junk'].includes(message.family))
        expect(isDeepStrictEqual(forgeMessage(42, message.index, placeholder).data, message.data)).toBe(true)
    }
  })

  it('all survive the structured clone, so every one is really posted', () => {
    for (const message of sample(3)) expect(() => serialize(message.data)).not.toThrow()
  })

  it("ask for the live sign-in's proof exactly as its callback page does, and miss it in many ways", () => {
    const messages = sample(4)
    expect(new Set(messages.map((m) => m.family))).toEqual(
      new Set(['proof-request', 'proof-answer', 'app', 'ready', 'connect', 'wire', 'junk']),
    )
    const live = messages.filter((m) => m.variant === 'proof-request-live')
    expect(live.length).toBeGreaterThan(200)
    for (const m of live) expect(m.data).toEqual({ type: socialProofTypes.request, intent: target.intent })
    const variants = new Set(messages.map((m) => m.variant))
    for (const variant of [
      'proof-request-random',
      'proof-request-near',
      'proof-request-odd-intent',
      'proof-request-extra',
      'proof-request-type',
      'proof-request-wrapped',
      'proof-answer-live',
      'proof-answer-other',
      'proof-answer-odd',
      'proof-answer-pollution',
      'app-near-miss',
      'app-pollution',
      'app-frame-event',
    ])
      expect(variants).toContain(variant)
    const intents = messages
      .filter((m) => m.family === 'proof-request')
      .map((m) => field(m.data, 'intent'))
      .filter((i) => typeof i === 'string')
    expect(new Set(intents).size).toBeGreaterThan(100)
    const own = messages.filter((m) => ['proof-request', 'proof-answer', 'app'].includes(m.family))
    expect(new Set(own.map((m) => m.transfer.length))).toEqual(new Set([0, 1, 2, 3]))
  })

  it('forge every app event with a payload the frame accepts, so only its source check stands in the way', () => {
    const named = sample(5).filter((m) => (appEventNames as readonly string[]).includes(m.variant.slice(4)))
    expect(new Set(named.map((m) => m.variant.slice(4)))).toEqual(new Set(appEventNames))
    for (const m of named) expect(AppMessageSchema.safeParse(m.data).success, m.variant).toBe(true)
    const social = named.find((m) => m.variant === 'app-CONNECT_SOCIAL')
    expect(field(field(social?.data, 'payload'), 'uri')).toBe(
      `${target.walletOrigin}/social/go?intent=${target.intent}`,
    )
  })
})
