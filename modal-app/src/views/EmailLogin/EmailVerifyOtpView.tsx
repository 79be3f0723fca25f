import { connectEmail, submitOtp } from '../../embedded/embeddedWallet.js'
import { rich } from '../../i18n/rich.js'
import { t } from '../../i18n/t.js'
import { useEmbedded } from '../../stores/embeddedStore.js'
import { OtpField, ResendCodeButton, useOtpKey } from './OtpField.js'

/** The one-time code from the email: six digits, sent as soon as all six are in. */
export function EmailVerifyOtpView() {
  const email = useEmbedded((s) => s.email)
  const busy = useEmbedded((s) => s.busy)
  const error = useEmbedded((s) => s.error)
  const [key, clear] = useOtpKey()
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="email-verify-otp">
      <p className="text-[14px] text-zinc-700 dark:text-zinc-300">
        {rich(t('Enter the code we sent to <0>{email}</0>', { email }), [
          (text) => (
            <span className="font-semibold" dir="ltr">
              {text}
            </span>
          ),
        ])}
      </p>
      <OtpField
        key={key}
        busy={busy}
        error={error}
        hint={t('The code expires in 10 minutes.')}
        onCode={(code) => void submitOtp(code)}
      />
      <ResendCodeButton
        busy={busy}
        onClick={() => {
          clear()
          void connectEmail(email)
        }}
      />
    </div>
  )
}

export default EmailVerifyOtpView
