import { useEffect } from 'react'
import { walletImageUrl } from '../../api/directory.js'
import { ChevronIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { WalletImage } from '../../components/WalletImage.js'
import { WALLET_CONNECT_ID } from '../../connectors/ids.js'
import { connectWalletConnect } from '../../controllers/walletConnect.js'
import { appStore } from '../../stores/appStore.js'
import { AllWalletsRow } from '../Connect/AllWalletsRow.js'
import { connectListed, hasWalletLink } from '../Connect/connectListed.js'
import { useDirectoryWallets } from '../Connect/useDirectoryWallets.js'
import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel.js'

const NO_HOST_WALLETS: [] = []

/**
 * Spec section 2: the view a WalletConnect-only app (no adapters) opens on desktop: the pairing QR
 * code at once, then the directory's wallets that can pair, and the full list.
 */
export default function ConnectingWalletConnectBasicView() {
  const { featured, recommended } = useDirectoryWallets(NO_HOST_WALLETS)

  useEffect(() => {
    const { status, connectingWalletId, wcUri } = appStore.getState()
    const pairing = status === 'connecting' && connectingWalletId === WALLET_CONNECT_ID && wcUri
    if (!pairing) void connectWalletConnect(null, true)
  }, [])

  // Spec section 5: in universal-provider mode only wallets with a link are offered (and their images used).
  const wallets = [...featured, ...recommended].filter(hasWalletLink)
  // As Connect's: the QR code stays put and the wallets scroll under it when the card is short.
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <PairingPanel retry={() => void connectWalletConnect(null, true)} />
      {/* Bleeds to the card's edges, so focus rings are not cut by the scroll box. */}
      <div
        data-testid="basic-wallet-list"
        className="al-scroll -mx-4 flex min-h-0 flex-col gap-2 overflow-y-auto px-4 py-0.5"
      >
        {wallets.map((wallet) => (
          <ListRow
            key={wallet.id}
            testId="basic-wallet"
            data={{ name: wallet.name, id: wallet.id }}
            onClick={() => connectListed(wallet, walletImageUrl(wallet.image_id))}
            trailing={<ChevronIcon />}
          >
            <WalletImage src={walletImageUrl(wallet.image_id)} name={wallet.name} />
            <span className="truncate">{wallet.name}</span>
          </ListRow>
        ))}
        <AllWalletsRow />
      </div>
    </div>
  )
}
