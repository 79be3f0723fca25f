import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { WaitingWalletImage } from '../../components/WaitingWalletImage.js'
import { connectWallet } from '../../controllers/connection.js'
import { PROJECT_REFUSED } from '../../controllers/connectionState.js'
import { useApp } from '../../stores/useApp.js'

export function ConnectingExternalView() {
  const wallet = useApp((s) => s.wallets.find((w) => w.id === s.connectingWalletId))
  const error = useApp((s) => s.connectError)
  const name = wallet?.name ?? 'your wallet'
  const refused = error === PROJECT_REFUSED
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <WaitingWalletImage src={wallet?.icon} name={name} waiting={!error} />
      <ConnectingStatus
        error={error}
        title={`Continue in ${name}`}
        hint={
          refused
            ? "This site is not on the project's allowed origins, so no wallet can connect here."
            : error
              ? 'The connection was not approved.'
              : 'Accept the connection request in the wallet'
        }
      />
      {error && wallet && !refused ? (
        <PrimaryButton testId="connecting-retry" onClick={() => void connectWallet(wallet.id)}>
          Try again
        </PrimaryButton>
      ) : null}
    </div>
  )
}

export default ConnectingExternalView
