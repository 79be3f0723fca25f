import * as z from 'zod'

/** A directory entry, in the wallet explorer's shape (spec section 3, "Wallet"). */
export const DirectoryWalletSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
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
