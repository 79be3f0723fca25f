import type { EmbeddedUser } from '@airlock/shared-protocol'
import type { WalletApi } from '../api/walletApi.js'
import type { Handlers } from './handlerTypes.js'

type EmailUpdateEvent =
  | 'UPDATE_EMAIL'
  | 'UPDATE_EMAIL_PRIMARY_OTP'
  | 'UPDATE_EMAIL_SECONDARY_OTP'
  | 'AWAIT_UPDATE_EMAIL'

/**
 * Email change (spec section 4): the current address confirms (VERIFY_PRIMARY_OTP), then the new one
 * (VERIFY_SECONDARY_OTP), which stores it. AWAIT_UPDATE_EMAIL resolves with the new email once that
 * last step succeeded, whether it was asked before or after it.
 */
export function emailUpdateHandlers(api: WalletApi): Handlers<EmailUpdateEvent> {
  let stored: string | undefined
  let waiters: ((email: string) => void)[] = []
  return {
    async UPDATE_EMAIL({ email }) {
      stored = undefined
      await api.post('/api/email/update', { newEmail: email })
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await api.post('/api/email/update/primary', { otp })
      return {}
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const user = await api.post<EmbeddedUser>('/api/email/update/secondary', { otp })
      const newEmail = user.email ?? ''
      const resolve = waiters
      waiters = []
      if (resolve.length === 0) stored = newEmail
      for (const waiter of resolve) waiter(newEmail)
      return { newEmail }
    },
    AWAIT_UPDATE_EMAIL() {
      if (stored !== undefined) {
        const email = stored
        stored = undefined
        return { email }
      }
      return new Promise((resolve) => waiters.push((email) => resolve({ email })))
    },
  }
}
