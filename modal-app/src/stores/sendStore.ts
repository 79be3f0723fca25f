import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { TokenBalance } from '../api/blockchain.js'

/** Spec section 3's send state. */
export interface SendState {
  token: TokenBalance | undefined
  sendTokenAmount: string
  /** What the visitor typed: an address or a name. */
  receiverText: string
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  /** A typed name is being looked up. */
  receiverPending: boolean
  gasPrice: bigint | undefined
  gasPriceInUSD: number | undefined
  gasError: string | undefined
  networkBalanceInUSD: number
  sending: boolean
}

export const initialSendState = (): SendState => ({
  token: undefined,
  sendTokenAmount: '',
  receiverText: '',
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverPending: false,
  gasPrice: undefined,
  gasPriceInUSD: undefined,
  gasError: undefined,
  networkBalanceInUSD: 0,
  sending: false,
})

export const sendStore = createStore<SendState>(() => initialSendState())

/** Spec section 4: a network switch (and a finished send) resets the send state. */
export const resetSendState = () => sendStore.setState(initialSendState(), true)

export function useSend<T>(selector: (state: SendState) => T): T {
  return useStore(sendStore, selector)
}
