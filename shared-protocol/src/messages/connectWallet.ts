import * as z from 'zod'
import { chainNamespaces } from '../networks/chainNamespaces.js'

/**
 * `useAppKitWallet().connect(wallet)` and `<appkit-wallet-button wallet>`: the host asks the modal to
 * start one way in directly, without its list. `wallet` is AppKit's name for it (`metamask`,
 * `walletConnect`, `email`, `google`, ...) or a browser wallet's id or rdns; the modal decides what it
 * names and answers an unknown one with an error, so only its length and characters are checked here.
 */
export const ConnectWalletParamsSchema = z
  .object({
    wallet: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[\w.:-]+$/, 'Invalid wallet id'),
    namespace: z.enum(chainNamespaces).optional(),
  })
  .strict()
export type ConnectWalletParams = z.infer<typeof ConnectWalletParamsSchema>

/** What a connection started this way answers: AppKit's `ParsedCaipAddress`. */
export interface ConnectedWallet {
  chainNamespace: string
  chainId: string
  address: string
}
