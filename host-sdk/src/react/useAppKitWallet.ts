import type { ChainNamespace, ConnectedWallet } from '@airlock/shared-protocol/host'
import { useCallback, useRef, useState } from 'react'
import { getAppKit } from '../state/instance.js'

/** What `wallet` may name: AppKit's wallet-button ids, or any browser wallet's id, rdns or name. */
export type Wallet =
  | 'walletConnect'
  | 'email'
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'
  | 'metamask'
  | 'coinbase'
  | 'trust'
  | 'rainbow'
  | 'phantom'
  | (string & {})

interface WalletState {
  data: ConnectedWallet | undefined
  error: Error | undefined
  isPending: boolean
}

/**
 * AppKit's `useAppKitWallet` (`@reown/appkit-wallet-button/react`): headless wallet buttons.
 * `connect(wallet)` connects that wallet without the modal's list: a browser wallet of the page at
 * once, WalletConnect, a directory wallet, email or a social login on its view in the modal.
 * `data` is the account (`{ chainNamespace, chainId, address }`); `error` the modal's reason.
 */
export function useAppKitWallet(parameters?: {
  namespace?: ChainNamespace
  onSuccess?: (data: ConnectedWallet) => void
  onError?: (error: Error) => void
}) {
  const [state, setState] = useState<WalletState>({ data: undefined, error: undefined, isPending: false })
  // The latest callbacks, so `connect` keeps its identity when the app passes new closures.
  const latest = useRef(parameters)
  latest.current = parameters
  const connect = useCallback(async (wallet: Wallet) => {
    setState((s) => ({ ...s, error: undefined, isPending: true }))
    try {
      const data = await getAppKit().connectWallet(wallet, latest.current?.namespace)
      setState({ data, error: undefined, isPending: false })
      latest.current?.onSuccess?.(data)
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error('Something went wrong')
      setState((s) => ({ ...s, error, isPending: false }))
      latest.current?.onError?.(error)
    }
  }, [])
  return {
    data: state.data,
    error: state.error,
    // The modal knows every wallet it can start once it is up: there is no list to fetch first.
    isReady: true,
    isPending: state.isPending,
    isError: Boolean(state.error),
    isSuccess: Boolean(state.data),
    connect,
  }
}
