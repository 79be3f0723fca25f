import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CloudRequestError } from '../lib/cloudRequest.js'
import type { CheckoutStatus } from './onrampApi.js'
import { pollCheckoutStatus } from './statusPolling.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A status source that answers from a script, one entry per call (the last repeats). */
function scripted(answers: (CheckoutStatus | Error)[]) {
  const fetchStatus = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0]
    if (answer instanceof Error) throw answer
    return answer as CheckoutStatus
  })
  const seen: CheckoutStatus[] = []
  return { fetchStatus, onStatus: (s: CheckoutStatus) => seen.push(s), seen }
}

const pending: CheckoutStatus = { status: 'pending' }

describe('pollCheckoutStatus', () => {
  it('asks at once, then every second, and stops at completed', async () => {
    const done: CheckoutStatus = {
      status: 'completed',
      purchaseAmount: { value: '0.0162', currency: 'ETH' },
      txHash: `0x${'ab'.repeat(32)}`,
    }
    const source = scripted([pending, pending, done])
    pollCheckoutStatus('s1', source)
    await vi.advanceTimersByTimeAsync(0)
    expect(source.fetchStatus).toHaveBeenCalledTimes(1)
    expect(source.fetchStatus).toHaveBeenCalledWith('s1')
    await vi.advanceTimersByTimeAsync(999)
    expect(source.fetchStatus).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(source.fetchStatus).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(source.seen).toEqual([pending, pending, done])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(source.fetchStatus).toHaveBeenCalledTimes(3)
  })

  it('stops at failed', async () => {
    const failed: CheckoutStatus = { status: 'failed', message: 'Checkout expired' }
    const source = scripted([failed])
    pollCheckoutStatus('s1', source)
    await vi.advanceTimersByTimeAsync(5000)
    expect(source.fetchStatus).toHaveBeenCalledTimes(1)
    expect(source.seen).toEqual([failed])
  })

  it('asks nothing more once stopped, and drops an answer that lands after', async () => {
    let release: (s: CheckoutStatus) => void = () => undefined
    const fetchStatus = vi.fn(() => new Promise<CheckoutStatus>((resolve) => (release = resolve)))
    const onStatus = vi.fn()
    const stop = pollCheckoutStatus('s1', { fetchStatus, onStatus })
    stop()
    release(pending)
    await vi.advanceTimersByTimeAsync(5000)
    expect(onStatus).not.toHaveBeenCalled()
    expect(fetchStatus).toHaveBeenCalledTimes(1)
  })

  it('waits for each answer before asking again', async () => {
    let release: (s: CheckoutStatus) => void = () => undefined
    const fetchStatus = vi.fn(() => new Promise<CheckoutStatus>((resolve) => (release = resolve)))
    pollCheckoutStatus('s1', { fetchStatus, onStatus: () => undefined })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    release(pending)
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetchStatus).toHaveBeenCalledTimes(2)
  })

  it('ends on a refusal', async () => {
    const source = scripted([new CloudRequestError('Invalid sessionId', 400, true)])
    pollCheckoutStatus('s1', source)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(source.seen).toEqual([{ status: 'failed', message: 'Invalid sessionId' }])
  })

  it('keeps asking through failures, and ends on an unknown checkout', async () => {
    const source = scripted([
      new CloudRequestError('HTTP status code: 503', 503, false),
      new TypeError('Failed to fetch'),
      new CloudRequestError('Checkout not found', 404, false),
    ])
    pollCheckoutStatus('s1', source)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(source.fetchStatus).toHaveBeenCalledTimes(3)
    expect(source.seen).toEqual([{ status: 'failed', message: 'Checkout not found' }])
  })
})
