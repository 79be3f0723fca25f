import type { WalletDb } from '../walletDb.js'

/** Spec section 3's account types the embedded wallet has (payment is not one of its). */
export type AccountType = 'eoa' | 'smartAccount'

export interface AccountTypeStore {
  /** The type the user chose on the chain; undefined when never chosen there. */
  chosen(userId: number, chainId: number): Promise<AccountType | undefined>
  choose(userId: number, chainId: number, type: AccountType): Promise<void>
}

export function createAccountTypeStore(db: WalletDb): AccountTypeStore {
  return {
    async chosen(userId, chainId) {
      const row = await db
        .selectFrom('account_types')
        .select('type')
        .where('user_id', '=', userId)
        .where('chain_id', '=', chainId)
        .executeTakeFirst()
      return row?.type
    },
    async choose(userId, chainId, type) {
      await db
        .insertInto('account_types')
        .values({ user_id: userId, chain_id: chainId, type })
        .onConflict((conflict) => conflict.columns(['user_id', 'chain_id']).doUpdateSet({ type }))
        .execute()
    },
  }
}
