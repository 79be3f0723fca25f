import { type DirectoryWalletSchema, WalletPageSchema } from '@airlock/shared-protocol/cloud-api'
import type * as z from 'zod'

// Apart from directory.ts so the Connect view's first render does not wait for zod: the schemas
// load with the first directory answer.
export { WalletPageSchema as PageSchema }
export type DirectoryWallet = z.infer<typeof DirectoryWalletSchema>
export type WalletPage = z.infer<typeof WalletPageSchema>
