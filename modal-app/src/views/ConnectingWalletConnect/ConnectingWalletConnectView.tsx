import { useState } from 'react'
import { connectWalletConnect } from '../../controllers/walletConnect.js'
import { isMobile } from '../../lib/walletLinks.js'
import { useApp } from '../../stores/useApp.js'
import { GetWallet } from './GetWallet.js'
import { OpenAppPanel } from './OpenAppPanel.js'
import { PairingPanel } from './PairingPanel.js'
import { PlatformTabs } from './PlatformTabs.js'
import { type Platform, platformLink, walletPlatforms } from './platforms.js'

/**
 * Pairing with a chosen wallet (or any, from the WalletConnect row): a QR code for its phone app on a
 * computer, a "Continue in" screen that opens its app on a phone, and tabs when it has several apps.
 */
export default function ConnectingWalletConnectView() {
  const wallet = useApp((s) => s.wcWallet)
  const onPhone = isMobile()
  const platforms = walletPlatforms(wallet, onPhone)
  const [chosen, setChosen] = useState<Platform>()
  const platform = chosen && platforms.includes(chosen) ? chosen : (platforms[0] as Platform)
  const link = platformLink(wallet, platform, onPhone)
  const retry = () => void connectWalletConnect(wallet ?? null)

  return (
    <div className="flex flex-col gap-3">
      {platforms.length > 1 ? (
        <PlatformTabs platforms={platforms} selected={platform} onSelect={setChosen} />
      ) : null}
      <div
        id="wc-platform-panel"
        data-testid="wc-platform-panel"
        data-platform={platform}
        {...(platforms.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `wc-tab-${platform}` } : {})}
      >
        {link ? (
          <OpenAppPanel key={platform} platform={platform} link={link} retry={retry} />
        ) : (
          <PairingPanel retry={retry} />
        )}
      </div>
      {wallet?.homepage ? <GetWallet name={wallet.name} homepage={wallet.homepage} /> : null}
    </div>
  )
}
