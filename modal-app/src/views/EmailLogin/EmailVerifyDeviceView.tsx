import { useEffect } from 'react'
import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { awaitDevice } from '../../embedded/embeddedWallet.js'
import { t } from '../../i18n/t.js'
import { useEmbedded } from '../../stores/embeddedStore.js'
import { ltrIsolate } from './ltrIsolate.js'

/** A new browser: the login link in the email approves it, then the one-time code follows (spec section 4). */
export function EmailVerifyDeviceView() {
  const email = useEmbedded((s) => s.email)
  const busy = useEmbedded((s) => s.busy)
  const error = useEmbedded((s) => s.error)
  useEffect(() => {
    void awaitDevice()
  }, [])
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="email-verify-device">
      <ConnectingStatus
        error={error}
        title={t('Register this device to continue')}
        hint={t('Approve the login link we sent to {email}. It expires in 15 minutes.', {
          email: ltrIsolate(email),
        })}
      />
      {error && !busy ? (
        <PrimaryButton testId="email-device-retry" onClick={() => void awaitDevice()}>
          {t('I approved it')}
        </PrimaryButton>
      ) : null}
    </div>
  )
}

export default EmailVerifyDeviceView
