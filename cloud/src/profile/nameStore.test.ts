import { describe, expect, it } from 'vitest'
import { createNameStore, type NewName } from './nameStore.js'

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CAROL = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const seeds = { [ALICE]: 'alice.airlock' }

const entry = (name: string, address: string, messageHash: string): NewName => ({
  name,
  zone: 'airlock.id',
  address,
  coinType: 0x80007a69,
  chainId: 31337,
  attributes: {},
  messageHash,
  messageExpiresAt: 1_000 + 600_000,
})

describe('name store', () => {
  it('answers the seeded names, registered names first, and refuses a second name in the zone', () => {
    let now = 1_000
    const store = createNameStore(':memory:', { seeds, now: () => now })
    expect(store.find('alice.airlock')).toMatchObject({ address: ALICE, coinType: 60, createdAt: 0 })
    expect(store.register(entry('Alice.airlock.id', ALICE.toUpperCase().replace('0X', '0x'), '0x01'))).toBe(
      'registered',
    )
    expect(store.ofAddress(ALICE).map((r) => r.name)).toEqual(['alice.airlock.id', 'alice.airlock'])
    now += 1
    expect(store.register(entry('alice-2.airlock.id', ALICE, '0x02'))).toBe('hasName')
    expect(store.register(entry('alice.airlock.id', CAROL, '0x03'))).toBe('taken')
    expect(store.register(entry('carol.airlock.id', CAROL, '0x01'))).toBe('replayed')
    // Refusals store nothing, spent hashes included.
    expect(store.messageUsed('0x02')).toBe(false)
    expect(store.ofAddress(CAROL)).toEqual([])
    expect(store.register(entry('carol.airlock.id', CAROL, '0x03'))).toBe('registered')
    store.close()
  })

  it('forgets message hashes once their window is over', () => {
    let now = 1_000
    const store = createNameStore(':memory:', { now: () => now })
    store.register(entry('alice.airlock.id', ALICE, '0x01'))
    expect(store.messageUsed('0x01')).toBe(true)
    now = 1_000 + 600_001
    store.register(entry('carol.airlock.id', CAROL, '0x02'))
    expect(store.messageUsed('0x01')).toBe(false)
    store.close()
  })
})
