import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { replaceView } from '../../controllers/navigation.js'
import { t } from '../../i18n/t.js'
import { useNames } from '../../names/nameRegistration.js'
import { useAccount } from '../../stores/accountStore.js'
import { Spinner } from '../ConnectingWalletConnect/Spinner.js'

/** Spec section 2's RegisterAccountNameSuccess: the registration under way (sign, post), then done. */
export function RegisterAccountNameSuccessView() {
  const registering = useNames((s) => s.registering)
  const name = useAccount((s) => s.identity?.name)
  return (
    <div
      className="flex flex-col items-center gap-4 py-6 text-center"
      data-testid="register-name-success"
      data-state={registering ? 'pending' : 'done'}
    >
      {registering ? <Spinner /> : null}
      <ConnectingStatus
        title={
          registering
            ? t('Registering your name')
            : name
              ? t('{name} is yours', { name })
              : t('Your name is yours')
        }
        hint={
          registering
            ? t('Sign the message in your wallet to register the name.')
            : t('It shows wherever your address does.')
        }
      />
      {registering ? null : (
        <PrimaryButton testId="register-name-done" onClick={() => replaceView('Account')}>
          {t('Done')}
        </PrimaryButton>
      )}
    </div>
  )
}

export default RegisterAccountNameSuccessView
