import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { replaceView } from '../../controllers/navigation.js'
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
        title={registering ? 'Registering your name' : `${name ?? 'Your name'} is yours`}
        hint={
          registering
            ? 'Sign the message in your wallet to register the name.'
            : 'It shows wherever your address does.'
        }
      />
      {registering ? null : (
        <PrimaryButton testId="register-name-done" onClick={() => replaceView('Account')}>
          Done
        </PrimaryButton>
      )}
    </div>
  )
}

export default RegisterAccountNameSuccessView
