/**
 * The chain namespaces Airlock knows. Kept apart from `network.ts` (which builds zod schemas) so
 * the host bundle can use it without pulling in zod.
 *
 * @example
 * import { chainNamespaces } from '@airlock/shared-protocol/host'
 * chainNamespaces.includes('eip155') // true
 */
export const chainNamespaces = ['eip155', 'solana', 'bip122', 'polkadot'] as const

export type ChainNamespace = (typeof chainNamespaces)[number]

/** Narrows a string to a known chain namespace. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
