import { useId, useState } from 'react'
import { textButtonHitBox } from '../../components/textButton.js'
import { t } from '../../i18n/t.js'

const CODE_LENGTH = 6

/** A six-digit one-time code, sent as soon as all six are in; the error or a hint below it. */
export function OtpField({
  busy,
  error,
  hint,
  onCode,
}: {
  busy: boolean
  error: string | undefined
  hint: string
  onCode: (code: string) => void
}) {
  const [code, setCode] = useState('')
  const errorId = useId()
  const change = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, CODE_LENGTH)
    setCode(digits)
    if (digits.length === CODE_LENGTH) onCode(digits)
  }
  return (
    <>
      <input
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label={t('One-time code')}
        dir="ltr"
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
          {busy ? t('Verifying…') : hint}
        </p>
      )}
    </>
  )
}

/** Clears a code field (with its key) so "Resend code" starts from empty. */
export const useOtpKey = () => {
  const [key, setKey] = useState(0)
  return [key, () => setKey(key + 1)] as const
}

/** "Resend code": asks for a new code (the field cleared by the caller). */
export function ResendCodeButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      data-testid="otp-resend"
      disabled={busy}
      onClick={onClick}
      className={`${textButtonHitBox} rounded text-[13px] font-semibold text-[var(--al-accent-text)] outline-none hover:underline focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-50`}
    >
      {t('Resend code')}
    </button>
  )
}
