import type { ChainNamespace } from '@airlock/shared-protocol/host'

// AppKit's element attributes, typed as its `@reown/appkit/react` and `@reown/appkit-wallet-button/react`
// declare them for JSX, so a TSX app moving over type-checks unchanged. A superset: the attributes
// AppKit's elements read but leave out of its JSX types (charsStart, ...) are typed too.

/** AppKit's wallet button ids (`@reown/appkit-wallet-button`'s `Wallet`). */
export type AppKitWalletButtonId =
  | 'coinbase'
  | 'metamask'
  | 'trust'
  | 'okx'
  | 'bitget'
  | 'binance'
  | 'uniswap'
  | 'safepal'
  | 'rainbow'
  | 'bybit'
  | 'tokenpocket'
  | 'ledger'
  | 'timeless-x'
  | 'safe'
  | 'zerion'
  | 'oneinch'
  | 'crypto-com'
  | 'imtoken'
  | 'kraken'
  | 'ronin'
  | 'robinhood'
  | 'exodus'
  | 'argent'
  | 'jupiter'
  | 'solflare'
  | 'phantom'
  | 'coin98'
  | 'magic-eden'
  | 'backpack'
  | 'frontier'
  | 'xverse'
  | 'leather'
  | 'haha'
  | 'ambire-wallet'
  | 'bitpay'
  | 'blade-wallet'
  | 'brave'
  | 'coinstats'
  | 'kresus-superapp'
  | 'plena-app'
  | 'status'
  | 'tomo-wallet'
  | 'valora'
  | 'zengo-wallet'
  | 'google'
  | 'github'
  | 'apple'
  | 'facebook'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'walletConnect'
  | 'email'

/** What every element takes as any HTML element does. */
interface ElementAttributes {
  id?: string
  class?: string
  className?: string
  hidden?: boolean
  slot?: string
  title?: string
}

export interface AppKitConnectButtonAttributes extends ElementAttributes {
  size?: 'lg' | 'md' | 'sm'
  label?: string
  loadingLabel?: string
  namespace?: ChainNamespace
}

export interface AppKitAccountButtonAttributes extends ElementAttributes {
  disabled?: boolean
  balance?: 'show' | 'hide'
  charsStart?: number
  charsEnd?: number
  namespace?: ChainNamespace
}

export interface AppKitButtonAttributes
  extends AppKitConnectButtonAttributes,
    AppKitAccountButtonAttributes {}

export interface AppKitNetworkButtonAttributes extends ElementAttributes {
  disabled?: boolean
  label?: string
}

export interface AppKitWalletButtonAttributes extends ElementAttributes {
  /** AppKit's id, or (Airlock's) an explorer id or a browser wallet's id, rdns or name. */
  wallet?: AppKitWalletButtonId | (string & {})
  namespace?: ChainNamespace
}

export interface AppKitElements {
  'appkit-modal': ElementAttributes
  'appkit-button': AppKitButtonAttributes
  'appkit-connect-button': AppKitConnectButtonAttributes
  'appkit-account-button': AppKitAccountButtonAttributes
  'appkit-network-button': AppKitNetworkButtonAttributes
  'appkit-wallet-button': AppKitWalletButtonAttributes
}

// React 18 reads the global JSX namespace; React 19 its own `React.JSX`, which extends the built-ins.
declare global {
  namespace JSX {
    interface IntrinsicElements extends AppKitElements {}
  }
}
type BuiltinIntrinsics = JSX.IntrinsicElements
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends BuiltinIntrinsics, AppKitElements {}
  }
}
