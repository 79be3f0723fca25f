import { ConnectMessageSchema, parseConnectMessage } from '@airlock/shared-protocol'
import { expect, test } from 'vitest'
import { forgeMessage } from './forgedMessages.ts'

// The modal checks a handshake with its hand-written boot twin (parseConnectMessage), while the
// fuzz predicts its verdicts with the zod schema: both must agree on every forged message, or the
// fuzz's counts drift (an own `__proto__` key and an Error as storage once did).
test('the boot check of a handshake agrees with ConnectMessageSchema on forged messages', () => {
  let compared = 0
  let accepted = 0
  for (const seed of [6963, 6964, 6965, 1, 2]) {
    for (let index = 0; index < 2_000; index++) {
      const data = structuredClone(forgeMessage(seed, index, () => ({})).data)
      const twin = ConnectMessageSchema.safeParse(data)
      expect(parseConnectMessage(data), `seed ${seed} message ${index}`).toEqual(
        twin.success ? twin.data : undefined,
      )
      compared++
      if (twin.success) accepted++
    }
  }
  expect(compared).toBe(10_000)
  // Valid handshakes are among them, not only junk.
  expect(accepted).toBeGreaterThan(100)
  // 10,000 forgeries and two parses each: about 2 s alone, over vitest's 5 s default on a loaded 2-core machine.
}, 60_000)
