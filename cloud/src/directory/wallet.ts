import * as z from 'zod'

/** A WalletConnect explorer id: what AppKit apps pass in featuredWalletIds / includeWalletIds / excludeWalletIds. */
export const EXPLORER_ID = /^[a-f0-9]{64}$/
/** Our own ids for wallets the explorer does not list (synthetic test wallets, dev wallets). */
export const SLUG_ID = /^[a-z0-9-]{1,64}$/

/** A directory entry, in the wallet explorer's shape (spec section 3, "Wallet"). */
export const DirectoryWalletSchema = z.object({
  // The explorer id when the wallet has one, else its slug.
  id: z.string().refine((id) => EXPLORER_ID.test(id) || SLUG_ID.test(id), 'explorer id or slug'),
  // The name we used before explorer ids (`metamask`): still accepted wherever an id is, so older
  // configs and recent wallets stored under it keep working.
  slug: z.string().regex(SLUG_ID).optional(),
  name: z.string().min(1).max(64),
  image_id: z
    .string()
    .regex(/^[a-f0-9]{8,64}$/)
    .nullable(),
  rdns: z.string().max(128).nullable(),
  homepage: z.string().max(2048).nullable(),
  chains: z.array(z.string().max(64)).max(64),
  mobile_link: z.string().max(2048).nullable(),
  desktop_link: z.string().max(2048).nullable(),
  webapp_link: z.string().max(2048).nullable(),
  order: z.number().int(),
  badge_type: z.enum(['none', 'certified']).default('none'),
  synthetic: z.boolean().optional(),
})
export type DirectoryWallet = z.infer<typeof DirectoryWalletSchema>

export const DirectoryFileSchema = z.object({ wallets: z.array(DirectoryWalletSchema.loose()) })
