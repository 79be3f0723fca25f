import { toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ecRecover } from './ecRecover.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

describe('personal_ecRecover', () => {
  it('recovers the signer of hex and text messages, lowercase as wallets answer', async () => {
    const signature = await account.signMessage({ message: 'Example `personal_sign` message' })
    const expected = { ok: true, result: account.address.toLowerCase() }
    expect(await ecRecover([toHex('Example `personal_sign` message'), signature])).toEqual(expected)
    expect(await ecRecover(['Example `personal_sign` message', signature])).toEqual(expected)
  })

  it('refuses missing or malformed arguments', async () => {
    for (const params of [undefined, [], ['0x00'], ['hi', 'not-hex'], 'x']) {
      expect(await ecRecover(params)).toMatchObject({ ok: false, error: { code: -32602 } })
    }
    expect(await ecRecover(['hi', '0x1234'])).toMatchObject({ ok: false, error: { code: -32602 } })
  })
})
