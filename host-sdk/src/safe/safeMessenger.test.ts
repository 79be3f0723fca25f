import { describe, expect, it } from 'vitest'
import { SAFE_SDK_VERSION, safeMessenger } from './safeMessenger.js'
import { fakeSafeParent } from './testing/fakeSafeParent.js'

const INFO = { safeAddress: '0x1111111111111111111111111111111111111111', chainId: 31337 }

describe('safeMessenger', () => {
  it('speaks the SDK message shape and pins the origin of the first answer', async () => {
    const safe = fakeSafeParent({ getSafeInfo: () => INFO, getChainInfo: () => ({ chainId: '31337' }) })
    const messenger = safeMessenger(safe.windows)
    expect(await messenger.call('getSafeInfo', undefined, 1000)).toEqual(INFO)
    await messenger.call('getChainInfo')
    expect(safe.seen.map(({ method, env, targetOrigin }) => [method, env.sdkVersion, targetOrigin])).toEqual([
      ['getSafeInfo', SAFE_SDK_VERSION, '*'],
      ['getChainInfo', SAFE_SDK_VERSION, 'https://safe.example'],
    ])
    expect(safe.seen[0]?.id).toMatch(/^[0-9a-f]{16}$/)
    messenger.stop()
  })

  it('rejects with the Safe error text', async () => {
    const safe = fakeSafeParent({
      sendTransactions: () => {
        throw new Error('Transaction was rejected')
      },
    })
    const messenger = safeMessenger(safe.windows)
    await expect(messenger.call('sendTransactions', { txs: [] })).rejects.toThrow('Transaction was rejected')
    messenger.stop()
  })

  it('drops answers from other windows, other origins once pinned, unknown ids and oversized data', async () => {
    const safe = fakeSafeParent({ getSafeInfo: () => INFO })
    const messenger = safeMessenger(safe.windows)
    await messenger.call('getSafeInfo')
    const { parent } = safe
    // The fake has no rpcCall handler: only strangers answer this one.
    const pending = messenger.call('rpcCall', { call: 'eth_blockNumber', params: [] })
    let settled: unknown = 'pending'
    pending.then(
      (value) => (settled = value),
      (error: Error) => (settled = error.message),
    )
    const id = safe.seen.at(-1)?.id
    safe.deliver(
      { id, success: true, data: 'from a sibling', version: '1' },
      { source: {}, origin: 'https://safe.example' },
    )
    safe.deliver(
      { id, success: true, data: 'from elsewhere', version: '1' },
      { source: parent, origin: 'https://evil.example' },
    )
    safe.deliver(
      { id: 'other', success: true, data: 'unknown id', version: '1' },
      { source: parent, origin: 'https://safe.example' },
    )
    safe.deliver(
      { id, success: true, data: 'no version' },
      { source: parent, origin: 'https://safe.example' },
    )
    await Promise.resolve()
    expect(settled).toBe('pending')
    safe.deliver(
      { id, success: true, data: 'x'.repeat(1_000_001), version: '1' },
      { source: parent, origin: 'https://safe.example' },
    )
    await expect(pending).rejects.toThrow('The Safe answered too much')
    messenger.stop()
  })

  it('times out a call the parent never answers, and stop() rejects the ones still waiting', async () => {
    const safe = fakeSafeParent({})
    const messenger = safeMessenger(safe.windows)
    await expect(messenger.call('getSafeInfo', undefined, 5)).rejects.toThrow(
      'The Safe did not answer getSafeInfo',
    )
    const waiting = messenger.call('signMessage', { message: '0x00' })
    messenger.stop()
    await expect(waiting).rejects.toThrow('The Safe connection stopped')
  })
})
