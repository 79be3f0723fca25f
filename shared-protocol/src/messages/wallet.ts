import * as z from 'zod'

import { MAX_WALLET_ICON_LENGTH } from './walletLimits.js'

// Re-exported so existing imports keep working; the limit lives in a zod-free file.
export { MAX_WALLET_ICON_LENGTH }

/**
 * A browser wallet the host found in its own window (EIP-6963 or legacy `window.ethereum`).
 * The provider object stays in the host; the modal only sees this description and asks the
 * host to run requests on the wallet by `id`.
 */
export const HostWalletSchema = z.object({
  id: z.string().min(1).max(128),
  name: z.string().min(1).max(64),
  icon: z
    .string()
    .max(MAX_WALLET_ICON_LENGTH)
    .regex(/^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/, 'Wallet icon must be an image data URI')
    .optional(),
  rdns: z.string().max(128).optional(),
  /** Spec section 3's connector types: EIP-6963, `window.ethereum`, or a wallet found otherwise (the Safe of a Safe App's parent). */
  type: z.enum(['ANNOUNCED', 'INJECTED', 'EXTERNAL']),
  /** What the wallet offers; absent means EVM only (an EIP-6963 wallet). */
  namespaces: z
    .array(z.enum(['eip155', 'solana']))
    .min(1)
    .max(2)
    .optional(),
  /** The Wallet Standard chains its Solana side names (`solana:mainnet`, ...). */
  chains: z.array(z.string().max(64)).max(16).optional(),
})
export type HostWallet = z.infer<typeof HostWalletSchema>

export const HostWalletListSchema = z.array(HostWalletSchema).max(64)

export const walletEventNames = ['accountsChanged', 'chainChanged', 'disconnect'] as const

/** An EIP-1193 event a host-side wallet emitted, forwarded to the modal. */
export const WalletEventSchema = z.object({
  walletId: z.string().min(1).max(128),
  event: z.enum(walletEventNames),
  data: z.unknown(),
  /** 'solana' for the Wallet Standard side of a wallet (its accounts changed); absent for EIP-1193. */
  namespace: z.enum(['eip155', 'solana']).optional(),
})
export type WalletEvent = z.infer<typeof WalletEventSchema>
