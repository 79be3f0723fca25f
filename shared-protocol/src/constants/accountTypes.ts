import type { ChainNamespace } from '../networks/chainNamespaces.js'

export const accountTypes = ['eoa', 'payment', 'smartAccount'] as const
export type AccountType = (typeof accountTypes)[number]

/** The host's `defaultAccountTypes` option: an account type per namespace, any left out. */
export type DefaultAccountTypes = Partial<Record<ChainNamespace, AccountType>>

/**
 * The account type the embedded wallet switches to once on connect, per chain namespace.
 *
 * @example
 * import { defaultAccountTypes } from '@airlock/shared-protocol/host'
 * defaultAccountTypes.eip155 // 'smartAccount'
 */
export const defaultAccountTypes = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const satisfies Record<ChainNamespace, AccountType>
