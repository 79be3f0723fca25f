import type { ViewName } from '@airlock/shared-protocol'
import { msg } from '../i18n/t.js'

/**
 * The header's title per view (ConnectingExternal and ConnectingWalletConnect show the wallet's name
 * instead). Account's name (or address) is the body's first line, so its header says what the view is.
 * Source texts: the header translates them when it renders.
 */
export const viewTitles: Partial<Record<ViewName, string>> = {
  Account: msg('Account'),
  Connect: msg('Connect Wallet'),
  AllWallets: msg('All Wallets'),
  Networks: msg('Choose Network'),
  UnsupportedChain: msg('Switch Network'),
  ConnectingWalletConnect: msg('WalletConnect'),
  ConnectingWalletConnectBasic: msg('Connect Wallet'),
  WalletSend: msg('Send'),
  WalletSendSelectToken: msg('Select Token'),
  WalletSendPreview: msg('Review Send'),
  WalletReceive: msg('Receive'),
  Swap: msg('Swap'),
  SwapSelectToken: msg('Select Token'),
  SwapPreview: msg('Review Swap'),
  OnRamp: msg('Buy'),
  OnRampProviders: msg('Choose Provider'),
  OnRampTokenSelect: msg('Select Token'),
  OnRampFiatSelect: msg('Select Currency'),
  BuyInProgress: msg('Buy'),
  WhatIsAWallet: msg('What is a Wallet?'),
  GetWallet: msg('Get a Wallet'),
  EmailVerifyDevice: msg('Register Device'),
  EmailVerifyOtp: msg('Confirm Email'),
  ApproveTransaction: msg('Approve Request'),
  ConnectingSocial: msg('Log In'),
  ConnectingFarcaster: msg('Sign in with Farcaster'),
  ConnectingSiwe: msg('Sign In'),
  UpdateEmailWallet: msg('Edit Email'),
  UpdateEmailPrimaryOtp: msg('Confirm Current Email'),
  UpdateEmailSecondaryOtp: msg('Confirm New Email'),
  SIWXSignMessage: msg('Sign In'),
  RegisterAccountName: msg('Choose Name'),
  RegisterAccountNameSuccess: msg('Name Registration'),
}
