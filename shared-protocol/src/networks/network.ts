import * as z from 'zod'
import { chainNamespaces } from './chainNamespaces.js'

// Re-exported so existing imports keep working; the list itself lives in a zod-free file.
export { chainNamespaces }
export const ChainNamespaceSchema = z.enum(chainNamespaces)
export type ChainNamespace = z.infer<typeof ChainNamespaceSchema>

const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'Expected an http(s) URL')

/** A network as the host declares it in `createAppKit({ networks })`: AppKit's CaipNetwork shape. */
export const NetworkSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().min(1).max(64)]),
  caipNetworkId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP network id'),
  chainNamespace: ChainNamespaceSchema,
  name: z.string().min(1).max(64),
  nativeCurrency: z.object({
    name: z.string().min(1).max(64),
    symbol: z.string().min(1).max(16),
    decimals: z.number().int().min(0).max(36),
  }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(httpUrl).min(1).max(8) }),
    chainDefault: z.object({ http: z.array(httpUrl).max(8) }).optional(),
  }),
  blockExplorers: z.object({ default: z.object({ name: z.string().max(64), url: httpUrl }) }).optional(),
  testnet: z.boolean().optional(),
  assets: z
    .object({ imageId: z.string().max(128).optional(), imageUrl: z.string().max(2048).optional() })
    .optional(),
})
export type Network = z.infer<typeof NetworkSchema>
