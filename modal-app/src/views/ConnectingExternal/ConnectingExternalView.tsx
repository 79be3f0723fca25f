import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { WaitingWalletImage } from '../../components/WaitingWalletImage.js'
import { refusalText } from '../../connectors/connector.js'
import { connectWallet } from '../../controllers/connection.js'
import { PROJECT_REFUSED } from '../../controllers/connectionState.js'
import { t } from '../../i18n/t.js'
import { useApp } from '../../stores/useApp.js'

export function ConnectingExternalView() {
  const wallet = useApp((s) => s.wallets.find((w) => w.id === s.connectingWalletId))
  const error = useApp((s) => s.connectError)
  const refused = error === PROJECT_REFUSED
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <WaitingWalletImage src={wallet?.icon} name={wallet?.name ?? t('your wallet')} waiting={!error} />
      <ConnectingStatus
        error={error && refusalText(error)}
        title={wallet ? t('Continue in {name}', { name: wallet.name }) : t('Continue in your wallet')}
        hint={
          refused
            ? t("This site is not on the project's allowed origins, so no wallet can connect here.")
            : error
              ? t('The connection was not approved.')
              : t('Accept the connection request in the wallet')
        }
      />
      {error && wallet && !refused ? (
        <PrimaryButton testId="connecting-retry" onClick={() => void connectWallet(wallet.id)}>
          {t('Try again')}
        </PrimaryButton>
      ) : null}
    </div>
  )
}

export default ConnectingExternalView
