import type { ComponentType } from 'react'
import type { OnRampViewsProps } from '../onramp/OnRampViews.js'
import type { SwapViewsProps } from '../swap/SwapViews.js'
import { viewPlaceholder } from './loadViews.js'
import { preloadable } from './preloadable.js'

const view = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  preloadable(load, () => viewPlaceholder)

// Views the modal loads on demand: none of them is needed for the first Connect render. This table is
// itself in the views chunk (loadViews.ts).
// Account is fetched as soon as a connection starts or is restored (App), before it is shown.
export const AccountView = view(() => import('../views/Account/AccountView.js'))
export const ConnectingExternalView = view(
  () => import('../views/ConnectingExternal/ConnectingExternalView.js'),
)
// Ledger over WebHID shows in ConnectingExternal's place (ViewBody), its own chunk with the device client.
export const ConnectingLedgerView = view(() => import('../views/ConnectingLedger/ConnectingLedgerView.js'))
export const AllWalletsView = view(() => import('../views/AllWallets/AllWalletsView.js'))
export const NetworksView = view(() => import('../views/Networks/NetworksView.js'))
export const ConnectingWalletConnectView = view(
  () => import('../views/ConnectingWalletConnect/ConnectingWalletConnectView.js'),
)
export const ConnectingWalletConnectBasicView = view(
  () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js'),
)
export const WalletSendView = view(() => import('../send/WalletSendView.js'))
export const WalletSendSelectTokenView = view(() => import('../send/WalletSendSelectTokenView.js'))
export const WalletSendPreviewView = view(() => import('../send/WalletSendPreviewView.js'))
// The three swap views are one chunk, reached through a loader chunk: see swap/index.ts.
export const SwapViews = view<SwapViewsProps>(() => import('../swap/index.js').then((m) => m.default()))
// The Buy views likewise: see onramp/index.ts.
export const OnRampViews = view<OnRampViewsProps>(() => import('../onramp/index.js').then((m) => m.default()))
export const WalletReceiveView = view(() => import('../views/WalletReceive/WalletReceiveView.js'))
export const UnsupportedChainView = view(() => import('../views/UnsupportedChain/UnsupportedChainView.js'))
export const WhatIsAWalletView = view(() => import('../views/Help/WhatIsAWalletView.js'))
export const GetWalletView = view(() => import('../views/Help/GetWalletView.js'))
export const EmailVerifyDeviceView = view(() => import('../views/EmailLogin/EmailVerifyDeviceView.js'))
export const EmailVerifyOtpView = view(() => import('../views/EmailLogin/EmailVerifyOtpView.js'))
export const ApproveTransactionView = view(
  () => import('../views/ApproveTransaction/ApproveTransactionView.js'),
)

/** Once the modal is ready and idle: the views a visitor most often opens next, so they show in one frame. */
export function preloadLikelyViews() {
  void ConnectingWalletConnectView.preload().catch(() => undefined)
  void AllWalletsView.preload().catch(() => undefined)
  void ConnectingExternalView.preload().catch(() => undefined)
}
export const ConnectingSocialView = view(() => import('../views/SocialLogin/ConnectingSocialView.js'))
export const ConnectingFarcasterView = view(() => import('../views/SocialLogin/ConnectingFarcasterView.js'))
const updateEmailViews = () => import('../views/EmailLogin/UpdateEmailViews.js')
export const UpdateEmailWalletView = view<object>(() =>
  updateEmailViews().then((m) => ({ default: m.UpdateEmailWalletView })),
)
export const UpdateEmailPrimaryOtpView = view<object>(() =>
  updateEmailViews().then((m) => ({ default: m.UpdateEmailPrimaryOtpView })),
)
export const UpdateEmailSecondaryOtpView = view<object>(() =>
  updateEmailViews().then((m) => ({ default: m.UpdateEmailSecondaryOtpView })),
)
export const SIWXSignMessageView = view(() => import('../views/SIWX/SIWXSignMessageView.js'))
export const ConnectingSiweView = view(() => import('../views/ConnectingSiwe/ConnectingSiweView.js'))
export const RegisterAccountNameView = view(() => import('../views/Names/RegisterAccountNameView.js'))
export const RegisterAccountNameSuccessView = view(
  () => import('../views/Names/RegisterAccountNameSuccessView.js'),
)
