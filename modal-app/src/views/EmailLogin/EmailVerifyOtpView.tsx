import { useId, useState } from 'react'
import { useEmbedded } from '../../embedded/embeddedStore.js'
import { connectEmail, submitOtp } from '../../embedded/embeddedWallet.js'

const CODE_LENGTH = 6

/** The one-time code from the email: six digits, sent as soon as all six are in. */
export function EmailVerifyOtpView() {
  const email = useEmbedded((s) => s.email)
  const busy = useEmbedded((s) => s.busy)
  const error = useEmbedded((s) => s.error)
  const [code, setCode] = useState('')
  const errorId = useId()
  const change = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, CODE_LENGTH)
    setCode(digits)
    if (digits.length === CODE_LENGTH) void submitOtp(digits)
  }
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="email-verify-otp">
      <p className="text-[14px] text-zinc-700 dark:text-zinc-300">
        Enter the code we sent to <span className="font-semibold">{email}</span>
      </p>
      <input
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label="One-time code"
        data-testid="otp-input"
        value={code}
        readOnly={busy}
        maxLength={CODE_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => change(event.target.value)}
        className="w-48 rounded-2xl bg-zinc-100 px-4 py-3 text-center font-mono text-[22px] tracking-[0.4em] outline-none focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:bg-zinc-800"
      />
      {error ? (
        <p
          id={errorId}
          data-testid="otp-error"
          role="alert"
          className="text-[13px] text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      ) : (
        <p className="text-[13px] text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {busy ? 'Verifying…' : 'The code expires in 10 minutes.'}
        </p>
      )}
      <button
        type="button"
        data-testid="otp-resend"
        disabled={busy}
        onClick={() => {
          setCode('')
          void connectEmail(email)
        }}
        className="rounded text-[13px] font-semibold text-[var(--al-accent-text)] outline-none hover:underline focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-50"
      >
        Resend code
      </button>
    </div>
  )
}

export default EmailVerifyOtpView
