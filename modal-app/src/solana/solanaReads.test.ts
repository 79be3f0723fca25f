import { describe, expect, it } from 'vitest'
import {
  getAccountInfo,
  getBalance,
  getFeeForMessage,
  getLatestBlockhash,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
  getSignatureStatuses,
  getTokenAccountsByOwner,
} from './solanaReads.js'
import { accountJson, fakeRpc, inContext, mintData } from './solanaTestFixtures.js'
import { TOKEN_PROGRAM } from './tokenLayout.js'

const wallet = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

describe('Solana reads', () => {
  it('reads balances, blockhashes, fees and rent as bigint lamports, confirmed unless told', async () => {
    const { rpc, calls } = fakeRpc({
      getBalance: () => inContext(1_500_000_000),
      getLatestBlockhash: () => inContext({ blockhash: mint, lastValidBlockHeight: 160 }),
      getFeeForMessage: ([message]) => inContext(message === 'AQID' ? 5000 : null),
      getMinimumBalanceForRentExemption: () => 2_039_280,
    })
    await expect(getBalance(rpc, wallet)).resolves.toBe(1_500_000_000n)
    await expect(getLatestBlockhash(rpc)).resolves.toEqual({ blockhash: mint, lastValidBlockHeight: 160 })
    await expect(getFeeForMessage(rpc, 'AQID')).resolves.toBe(5000n)
    await expect(getFeeForMessage(rpc, 'BBBB')).resolves.toBeNull()
    await expect(getMinimumBalanceForRentExemption(rpc, 165)).resolves.toBe(2_039_280n)
    expect(calls[0]).toEqual({ method: 'getBalance', params: [wallet, { commitment: 'confirmed' }] })
    await getBalance(rpc, wallet, 'finalized')
    expect(calls.at(-1)?.params).toEqual([wallet, { commitment: 'finalized' }])
  })

  it("decodes accounts' base64 data and tells a missing account (null)", async () => {
    const { rpc, calls } = fakeRpc({
      getAccountInfo: ([at]) =>
        inContext(at === mint ? accountJson(TOKEN_PROGRAM, mintData(6), 1_461_600) : null),
      getMultipleAccounts: ([list]) =>
        inContext(
          (list as string[]).map((at) => (at === mint ? accountJson(TOKEN_PROGRAM, mintData(6)) : null)),
        ),
    })
    const account = await getAccountInfo(rpc, mint)
    expect(account).toMatchObject({ owner: TOKEN_PROGRAM, lamports: 1_461_600n, executable: false })
    expect(account?.data).toEqual(mintData(6))
    await expect(getAccountInfo(rpc, wallet)).resolves.toBeNull()
    const [found, missing] = await getMultipleAccounts(rpc, [mint, wallet])
    expect(found?.data[44]).toBe(6)
    expect(missing).toBeNull()
    expect(calls[0]?.params).toEqual([mint, { encoding: 'base64', commitment: 'confirmed' }])
    expect(() => getMultipleAccounts(rpc, Array(101).fill(mint))).toThrow('at most 100')
  })

  it("lists an owner's token accounts of one mint and reads signature statuses", async () => {
    const { rpc, calls } = fakeRpc({
      getTokenAccountsByOwner: () =>
        inContext([{ pubkey: wallet, account: accountJson(TOKEN_PROGRAM, new Uint8Array(165)) }]),
      getSignatureStatuses: ([list]) =>
        inContext(
          (list as string[]).map((s) =>
            s === signature
              ? {
                  slot: 9,
                  confirmations: null,
                  err: null,
                  status: { Ok: null },
                  confirmationStatus: 'confirmed',
                }
              : null,
          ),
        ),
    })
    const [held] = await getTokenAccountsByOwner(rpc, wallet, mint)
    expect(held?.pubkey).toBe(wallet)
    expect(held?.account.data).toHaveLength(165)
    expect(calls[0]?.params).toEqual([wallet, { mint }, { encoding: 'base64', commitment: 'confirmed' }])
    await expect(getSignatureStatuses(rpc, [signature, wallet])).resolves.toEqual([
      { slot: 9, err: null, confirmationStatus: 'confirmed' },
      null,
    ])
    expect(() => getSignatureStatuses(rpc, Array(257).fill(signature))).toThrow('at most 256')
  })

  it('refuses answers of the wrong shape', async () => {
    const { rpc } = fakeRpc({
      getBalance: () => inContext(-1),
      getAccountInfo: () =>
        inContext({ owner: TOKEN_PROGRAM, lamports: 1, data: ['AA==', 'base58'], executable: false }),
      getMultipleAccounts: () => inContext([null]),
      getSignatureStatuses: () => inContext([]),
    })
    await expect(getBalance(rpc, wallet)).rejects.toThrow()
    await expect(getAccountInfo(rpc, mint)).rejects.toThrow()
    await expect(getMultipleAccounts(rpc, [mint, wallet])).rejects.toThrow()
    await expect(getSignatureStatuses(rpc, [signature])).rejects.toThrow()
  })
})
