import type { ViewName } from '@airlock/shared-protocol'
import { LEDGER_ID } from '../connectors/ids.js'
import { useApp } from '../stores/useApp.js'
import { ConnectView } from '../views/Connect/ConnectView.js'
import {
  AccountView,
  AllWalletsView,
  ApproveTransactionView,
  ConnectingExternalView,
  ConnectingFarcasterView,
  ConnectingLedgerView,
  ConnectingSiweView,
  ConnectingSocialView,
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
  EmailVerifyDeviceView,
  EmailVerifyOtpView,
  GetWalletView,
  NetworksView,
  OnRampViews,
  RegisterAccountNameSuccessView,
  RegisterAccountNameView,
  SIWXSignMessageView,
  SwapViews,
  UnsupportedChainView,
  UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtpView,
  UpdateEmailWalletView,
  WalletReceiveView,
  WalletSendPreviewView,
  WalletSendSelectTokenView,
  WalletSendView,
  WhatIsAWalletView,
} from './lazyViews.js'

export { DirectoryNotice } from '../views/Connect/DirectoryNotice.js'
export { LedgerRow } from '../views/Connect/LedgerRow.js'
export { TermsLinks } from '../views/Connect/TermsLinks.js'
export { AccountHeaderAvatar, ExplorerLink } from './AccountHeader.js'
export {
  AccountView,
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
  preloadLikelyViews,
  SIWXSignMessageView,
} from './lazyViews.js'
export { fadeOutView, snapshotView } from './leavingView.js'

/** A browser wallet's wait, or the Ledger's own steps (a connector, not a host wallet). */
function ConnectingExternal() {
  const ledger = useApp((s) => s.connectingWalletId === LEDGER_ID)
  return ledger ? <ConnectingLedgerView /> : <ConnectingExternalView />
}

/** The view for every name but Connect (App renders Connect itself, so its first render needs no fetch). */
export function ViewBody({ view }: { view: ViewName }) {
  switch (view) {
    case 'Account':
      return <AccountView />
    case 'ConnectingExternal':
      return <ConnectingExternal />
    case 'AllWallets':
      return <AllWalletsView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasicView />
    case 'Networks':
      return <NetworksView />
    case 'WalletSend':
      return <WalletSendView />
    case 'WalletSendSelectToken':
      return <WalletSendSelectTokenView />
    case 'WalletSendPreview':
      return <WalletSendPreviewView />
    case 'WalletReceive':
      return <WalletReceiveView />
    case 'Swap':
    case 'SwapSelectToken':
    case 'SwapPreview':
      return <SwapViews view={view} />
    case 'OnRamp':
    case 'OnRampProviders':
    case 'OnRampTokenSelect':
    case 'OnRampFiatSelect':
    case 'BuyInProgress':
      return <OnRampViews view={view} />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'WhatIsAWallet':
      return <WhatIsAWalletView />
    case 'GetWallet':
      return <GetWalletView />
    case 'EmailVerifyDevice':
      return <EmailVerifyDeviceView />
    case 'EmailVerifyOtp':
      return <EmailVerifyOtpView />
    case 'ApproveTransaction':
      return <ApproveTransactionView />
    case 'ConnectingSocial':
      return <ConnectingSocialView />
    case 'ConnectingFarcaster':
      return <ConnectingFarcasterView />
    case 'RegisterAccountName':
      return <RegisterAccountNameView />
    case 'RegisterAccountNameSuccess':
      return <RegisterAccountNameSuccessView />
    case 'SIWXSignMessage':
      return <SIWXSignMessageView />
    case 'ConnectingSiwe':
      return <ConnectingSiweView />
    case 'UpdateEmailWallet':
      return <UpdateEmailWalletView />
    case 'UpdateEmailPrimaryOtp':
      return <UpdateEmailPrimaryOtpView />
    case 'UpdateEmailSecondaryOtp':
      return <UpdateEmailSecondaryOtpView />
    default:
      return <ConnectView />
  }
}
