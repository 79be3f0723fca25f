import * as z from 'zod'

// Apart from directory.ts so the Connect view's first render does not wait for zod: the schemas
// load with the first directory answer.
export const DirectoryWalletSchema = z.object({
  id: z.string().max(128),
  // The pre-explorer-id name (`metamask`); apps and stored recent wallets may still use it.
  slug: z.string().max(64).optional(),
  name: z.string().max(64),
  image_id: z.string().max(128).nullable().optional(),
  rdns: z.string().max(128).nullable().optional(),
  homepage: z.string().max(2048).nullable().optional(),
  mobile_link: z.string().max(2048).nullable().optional(),
  desktop_link: z.string().max(2048).nullable().optional(),
  webapp_link: z.string().max(2048).nullable().optional(),
  // 'certified' earns the WalletConnect mark in All Wallets; other values (the explorer may add some) show none.
  badge_type: z.string().max(32).nullable().optional(),
})
export type DirectoryWallet = z.infer<typeof DirectoryWalletSchema>

export const PageSchema = z.object({ count: z.number().int().min(0), data: z.array(DirectoryWalletSchema) })
export type WalletPage = z.infer<typeof PageSchema>
