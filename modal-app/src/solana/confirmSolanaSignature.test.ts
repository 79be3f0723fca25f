import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmSolanaSignature, SolanaTransactionFailedError } from './confirmSolanaSignature.js'
import { fakeRpc, inContext } from './solanaTestFixtures.js'

const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const status = (confirmationStatus: string, err: unknown = null) => ({
  slot: 3,
  confirmations: null,
  err,
  status: err === null ? { Ok: null } : { Err: err },
  confirmationStatus,
})

/** A node answering each poll with the next of `answers` (a function throws, as a failed read). */
function polled(answers: (unknown | (() => never))[]) {
  return fakeRpc({
    getSignatureStatuses: () => {
      const next = answers.length > 1 ? answers.shift() : answers[0]
      if (typeof next === 'function') return next()
      return inContext([next])
    },
  })
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('confirmSolanaSignature', () => {
  it('polls until the transaction is confirmed or finalized', async () => {
    const { rpc, calls } = polled([null, status('processed'), status('confirmed')])
    const done = confirmSolanaSignature(rpc, signature)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(done).resolves.toBe('confirmed')
    expect(calls).toHaveLength(3)
    expect(calls[0]?.params).toEqual([[signature]])
    await expect(confirmSolanaSignature(polled([status('finalized')]).rpc, signature)).resolves.toBe(
      'finalized',
    )
  })

  it('rejects as soon as the transaction failed on chain', async () => {
    const err = { InstructionError: [0, { Custom: 1 }] }
    const { rpc, calls } = polled([status('confirmed', err)])
    const error = await confirmSolanaSignature(rpc, signature).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SolanaTransactionFailedError)
    expect(error).toMatchObject({ err, message: 'Transaction failed: {"InstructionError":[0,{"Custom":1}]}' })
    expect(calls).toHaveLength(1)
  })

  it('gives up after the timeout, with the last read error when reads kept failing', async () => {
    const unseen = confirmSolanaSignature(polled([null]).rpc, signature).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    await expect(unseen).resolves.toMatchObject({ message: 'Transaction not confirmed within 60 s' })

    const down = polled([
      () => {
        throw new Error('getSignatureStatuses: Failed to fetch')
      },
    ])
    const failing = confirmSolanaSignature(down.rpc, signature, { timeoutMs: 2000 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2000)
    await expect(failing).resolves.toMatchObject({ message: 'getSignatureStatuses: Failed to fetch' })
    expect(down.calls.length).toBeGreaterThan(2)
  })

  it('keeps polling through a failed read', async () => {
    const { rpc } = polled([
      () => {
        throw new Error('HTTP status code: 502')
      },
      status('confirmed'),
    ])
    const done = confirmSolanaSignature(rpc, signature)
    await vi.advanceTimersByTimeAsync(500)
    await expect(done).resolves.toBe('confirmed')
  })
})
