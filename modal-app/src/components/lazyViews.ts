import type { OnRampViewsProps } from '../onramp/OnRampViews.js'
import { appStore } from '../stores/appStore.js'
import type { SwapViewsProps } from '../swap/SwapViews.js'
import { preloadable } from './preloadable.js'

// Views the modal loads on demand: none of them is needed for the first Connect render.
// Account is fetched as soon as a connection starts or is restored (App), before it is shown.
export const AccountView = preloadable(() => import('../views/Account/AccountView.js'))
export const ConnectingExternalView = preloadable(
  () => import('../views/ConnectingExternal/ConnectingExternalView.js'),
)
export const AllWalletsView = preloadable(() => import('../views/AllWallets/AllWalletsView.js'))
export const NetworksView = preloadable(() => import('../views/Networks/NetworksView.js'))
export const ConnectingWalletConnectView = preloadable(
  () => import('../views/ConnectingWalletConnect/ConnectingWalletConnectView.js'),
)
export const ConnectingWalletConnectBasicView = preloadable(
  () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js'),
)
export const WalletSendView = preloadable(() => import('../send/WalletSendView.js'))
export const WalletSendSelectTokenView = preloadable(() => import('../send/WalletSendSelectTokenView.js'))
export const WalletSendPreviewView = preloadable(() => import('../send/WalletSendPreviewView.js'))
// The three swap views are one chunk, reached through a loader chunk: see swap/index.ts.
export const SwapViews = preloadable<SwapViewsProps>(() =>
  import('../swap/index.js').then((m) => m.default()),
)
// The Buy views likewise: see onramp/index.ts.
export const OnRampViews = preloadable<OnRampViewsProps>(() =>
  import('../onramp/index.js').then((m) => m.default()),
)
export const WalletReceiveView = preloadable(() => import('../views/WalletReceive/WalletReceiveView.js'))
export const UnsupportedChainView = preloadable(
  () => import('../views/UnsupportedChain/UnsupportedChainView.js'),
)
export const WhatIsAWalletView = preloadable(() => import('../views/Help/WhatIsAWalletView.js'))
export const GetWalletView = preloadable(() => import('../views/Help/GetWalletView.js'))
export const EmailVerifyDeviceView = preloadable(() => import('../views/EmailLogin/EmailVerifyDeviceView.js'))
export const EmailVerifyOtpView = preloadable(() => import('../views/EmailLogin/EmailVerifyOtpView.js'))
export const ApproveTransactionView = preloadable(
  () => import('../views/ApproveTransaction/ApproveTransactionView.js'),
)

/** Once the modal is ready and idle: the views a visitor most often opens next, so they show in one frame. */
export function preloadLikelyViews() {
  void ConnectingWalletConnectView.preload().catch(() => undefined)
  void AllWalletsView.preload().catch(() => undefined)
  void ConnectingExternalView.preload().catch(() => undefined)
  // A WalletConnect-only app opens straight onto the basic QR view.
  if (appStore.getState().options?.universalProviderMode)
    void ConnectingWalletConnectBasicView.preload().catch(() => undefined)
}
export const ConnectingSocialView = preloadable(() => import('../views/SocialLogin/ConnectingSocialView.js'))
export const ConnectingFarcasterView = preloadable(
  () => import('../views/SocialLogin/ConnectingFarcasterView.js'),
)
const updateEmailViews = () => import('../views/EmailLogin/UpdateEmailViews.js')
export const UpdateEmailWalletView = preloadable<object>(() =>
  updateEmailViews().then((m) => ({ default: m.UpdateEmailWalletView })),
)
export const UpdateEmailPrimaryOtpView = preloadable<object>(() =>
  updateEmailViews().then((m) => ({ default: m.UpdateEmailPrimaryOtpView })),
)
export const UpdateEmailSecondaryOtpView = preloadable<object>(() =>
  updateEmailViews().then((m) => ({ default: m.UpdateEmailSecondaryOtpView })),
)
export const SIWXSignMessageView = preloadable(() => import('../views/SIWX/SIWXSignMessageView.js'))
export const RegisterAccountNameView = preloadable(() => import('../views/Names/RegisterAccountNameView.js'))
export const RegisterAccountNameSuccessView = preloadable(
  () => import('../views/Names/RegisterAccountNameSuccessView.js'),
)
