import { FrameError, frameMessages } from '../api/frameError.js'
import type { WalletApi } from '../api/walletApi.js'

export interface AwaitDeviceOptions {
  intervalMs?: number
  timeoutMs?: number
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /** False once a newer login started: this poll stops at its next turn. */
  isCurrent?: () => boolean
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Polls `POST /api/email/await-device` until the visitor opened the link from the email and the
 * service answers VERIFY_OTP (it then sends the code), every ~1.5 s for at most 30 s.
 */
export async function awaitDevice(
  api: WalletApi,
  email: string,
  {
    intervalMs = 1500,
    timeoutMs = 30_000,
    sleep = wait,
    now = Date.now,
    isCurrent = () => true,
  }: AwaitDeviceOptions = {},
): Promise<void> {
  const deadline = now() + timeoutMs
  for (;;) {
    if (!isCurrent()) throw new FrameError(frameMessages.LOGIN_REPLACED)
    const { action } = await api.post<{ action?: string }>('/api/email/await-device', { email })
    if (action === 'VERIFY_OTP') return
    if (now() + intervalMs > deadline) throw new FrameError(frameMessages.DEVICE_TIMEOUT)
    await sleep(intervalMs)
  }
}
