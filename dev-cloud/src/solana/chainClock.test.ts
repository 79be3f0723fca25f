import { describe, expect, it } from 'vitest'
import { BLOCKHASH_VALID_BLOCKS, createChainClock, SLOT_MS } from './chainClock.js'

const clockAt = (startSlot = 0) => {
  let time = 0
  const clock = createChainClock({ genesisHash: 'genesis', startSlot, now: () => time })
  return { clock, advance: (ms: number) => (time += ms) }
}

describe('chain clock', () => {
  it('moves a slot every 400 ms, lazily, and one more for each landing', () => {
    const { clock, advance } = clockAt()
    expect(clock.slot()).toBe(0)
    advance(SLOT_MS - 1)
    expect(clock.slot()).toBe(0)
    advance(1)
    expect(clock.slot()).toBe(1)
    advance(10 * SLOT_MS)
    expect(clock.slot()).toBe(11)
    expect(clock.nextSlot()).toBe(12)
    // The landing starts a fresh slot: the next tick is 400 ms after it.
    advance(SLOT_MS - 1)
    expect(clock.slot()).toBe(12)
  })

  it('a blockhash is valid for 150 blocks after its slot, then unknown', () => {
    const { clock, advance } = clockAt()
    const { blockhash, lastValidBlockHeight } = clock.latestBlockhash()
    expect(lastValidBlockHeight).toBe(BLOCKHASH_VALID_BLOCKS)
    advance(BLOCKHASH_VALID_BLOCKS * SLOT_MS)
    expect(clock.slotOfBlockhash(blockhash)).toBe(0)
    advance(SLOT_MS)
    expect(clock.slotOfBlockhash(blockhash)).toBeUndefined()
    expect(clock.slotOfBlockhash('not a blockhash')).toBeUndefined()
  })

  it('blockhashes derive from the genesis and the slot, so a restarted chain knows its recent ones', () => {
    const before = clockAt(500).clock
    const after = clockAt(500).clock
    expect(after.latestBlockhash()).toEqual(before.latestBlockhash())
    expect(after.slotOfBlockhash(before.blockhash(400))).toBe(400)
    expect(before.blockhash(1)).not.toBe(before.blockhash(2))
  })

  it('tells listeners each new slot', () => {
    const { clock, advance } = clockAt()
    const heard: number[] = []
    const stop = clock.onSlot((slot) => heard.push(slot))
    advance(3 * SLOT_MS)
    clock.slot()
    clock.nextSlot()
    stop()
    clock.nextSlot()
    expect(heard).toEqual([3, 4])
  })
})
