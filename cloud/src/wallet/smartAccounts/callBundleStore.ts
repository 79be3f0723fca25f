import type { WalletDb } from '../walletDb.js'

/** How a bundle went out: one user operation (its hash is the id) or one EOA transaction (its hash). */
export type CallBundleKind = 'userOperation' | 'transaction'

export interface CallBundle {
  chainId: number
  kind: CallBundleKind
}

/** The EIP-5792 bundles users sent: an id is read back only by the user who sent it. */
export interface CallBundleStore {
  add(id: string, userId: number, chainId: number, kind: CallBundleKind): Promise<void>
  /** The bundle, when `userId` sent it. */
  find(id: string, userId: number): Promise<CallBundle | undefined>
}

export function createCallBundleStore(db: WalletDb, now: () => number): CallBundleStore {
  return {
    async add(id, userId, chainId, kind) {
      await db
        .insertInto('call_bundles')
        .values({ id: id.toLowerCase(), user_id: userId, chain_id: chainId, kind, created_at: now() })
        .execute()
    },
    async find(id, userId) {
      const row = await db
        .selectFrom('call_bundles')
        .select(['chain_id', 'kind'])
        .where('id', '=', id.toLowerCase())
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row && { chainId: Number(row.chain_id), kind: row.kind }
    },
  }
}
