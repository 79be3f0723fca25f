import type { ViewName } from '@airlock/shared-protocol'

/**
 * The header's title per view (ConnectingExternal and ConnectingWalletConnect show the wallet's name
 * instead). Account's name (or address) is the body's first line, so its header says what the view is.
 */
export const viewTitles: Partial<Record<ViewName, string>> = {
  Account: 'Account',
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect Wallet',
  WalletSend: 'Send',
  WalletSendSelectToken: 'Select Token',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
  Swap: 'Swap',
  SwapSelectToken: 'Select Token',
  SwapPreview: 'Review Swap',
  OnRamp: 'Buy',
  OnRampProviders: 'Choose Provider',
  OnRampTokenSelect: 'Select Token',
  OnRampFiatSelect: 'Select Currency',
  BuyInProgress: 'Buy',
  WhatIsAWallet: 'What is a Wallet?',
  GetWallet: 'Get a Wallet',
  EmailVerifyDevice: 'Register Device',
  EmailVerifyOtp: 'Confirm Email',
  ApproveTransaction: 'Approve Request',
  ConnectingSocial: 'Log In',
  ConnectingFarcaster: 'Sign in with Farcaster',
  ConnectingSiwe: 'Sign In',
  UpdateEmailWallet: 'Edit Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  SIWXSignMessage: 'Sign In',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registration',
}
