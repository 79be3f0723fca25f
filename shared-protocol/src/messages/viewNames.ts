// Zod-free, so the early schemas (and anything else) can list the views without the full schemas.
/** The modal's named views (spec section 2). There are no URL routes. */
export const viewNames = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'WhatIsAWallet',
  'GetWallet',
  // The embedded wallet's email login (spec section 4: device verification, then the one-time code).
  'EmailVerifyDevice',
  'EmailVerifyOtp',
  // Account's email change: the new address, then a code to the current one, then one to the new one.
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  // A social login waiting on the provider's window the host opened.
  'ConnectingSocial',
  // Swap (issue 16): the form, the token picker for either side, and the review before the wallet is asked.
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  // Buy (issue 16): the form, its provider, token and currency pickers, and the checkout under way.
  'OnRamp',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
] as const
