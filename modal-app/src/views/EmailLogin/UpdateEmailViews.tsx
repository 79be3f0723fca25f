import { startEmailUpdate, submitPrimaryOtp, submitSecondaryOtp } from '../../embedded/embeddedWallet.js'
import { rich } from '../../i18n/rich.js'
import { t } from '../../i18n/t.js'
import { embeddedStore, useEmbedded } from '../../stores/embeddedStore.js'
import { OtpField, ResendCodeButton, useOtpKey } from './OtpField.js'

/** UpdateEmailWallet: the new address, sent with Enter or the button (not a <form>: no allow-forms). */
export function UpdateEmailWalletView() {
  const email = useEmbedded((s) => s.newEmail)
  const busy = useEmbedded((s) => s.busy)
  const error = useEmbedded((s) => s.error)
  const submit = () => void startEmailUpdate(email)
  return (
    <div className="flex flex-col gap-3 py-2" data-testid="update-email">
      <input
        type="email"
        inputMode="email"
        autoComplete="email"
        aria-label={t('New email')}
        placeholder={t('New email')}
        dir="ltr"
        data-testid="update-email-input"
        value={email}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => embeddedStore.setState({ newEmail: event.target.value, error: undefined })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !busy) submit()
        }}
        className="rounded-2xl bg-zinc-100 px-4 py-3 text-[15px] outline-none focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:bg-zinc-800"
      />
      {error ? (
        <p
          data-testid="update-email-error"
          role="alert"
          className="px-1 text-[13px] text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
      <button
        type="button"
        data-testid="update-email-submit"
        disabled={busy || !email.trim()}
        onClick={submit}
        className="rounded-2xl bg-[var(--al-accent)] py-3 text-[15px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
      >
        {busy ? t('Sending…') : t('Save')}
      </button>
    </div>
  )
}

function UpdateEmailCode({ step }: { step: 'primary' | 'secondary' }) {
  const current = useEmbedded((s) => s.userEmail)
  const next = useEmbedded((s) => s.newEmail)
  const busy = useEmbedded((s) => s.busy)
  const error = useEmbedded((s) => s.error)
  const [key, clear] = useOtpKey()
  const resend = () => {
    clear()
    void startEmailUpdate(next)
  }
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid={`update-email-${step}`}>
      <p className="text-[14px] text-zinc-700 dark:text-zinc-300">
        {rich(
          step === 'primary'
            ? t('To confirm it is you, enter the code we sent to <0>{email}</0>', { email: current })
            : t('Enter the code we sent to <0>{email}</0>', { email: next }),
          [
            (text) => (
              <span className="font-semibold" dir="ltr">
                {text}
              </span>
            ),
          ],
        )}
      </p>
      <OtpField
        key={key}
        busy={busy}
        error={error}
        hint={t('The code expires in 10 minutes.')}
        onCode={(code) => void (step === 'primary' ? submitPrimaryOtp(code) : submitSecondaryOtp(code))}
      />
      {step === 'primary' ? <ResendCodeButton busy={busy} onClick={resend} /> : null}
    </div>
  )
}

export const UpdateEmailPrimaryOtpView = () => <UpdateEmailCode step="primary" />
export const UpdateEmailSecondaryOtpView = () => <UpdateEmailCode step="secondary" />
