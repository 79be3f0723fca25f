import { describe, expect, it } from 'vitest'
import { type ParsedTransaction, ParsedTransactionSchema, transfersOf } from './solanaTransfers.js'

const SYSTEM = '11111111111111111111111111111111'
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const [alice, bob, aliceUsdc, bobUsdc, usdc, other] = [
  'Alice',
  'Bob',
  'AliceUsdc',
  'BobUsdc',
  'Usdc',
  'Other',
]

const balance = (accountIndex: number, mint: string, owner: string) => ({
  accountIndex,
  mint,
  owner,
  uiTokenAmount: { decimals: 6 },
})
const ix = (programId: string, type: string, info: Record<string, unknown>) => ({
  programId,
  parsed: { type, info },
})

function transaction(
  instructions: unknown[],
  meta: Partial<NonNullable<ParsedTransaction['meta']>> | null = {},
): ParsedTransaction {
  return ParsedTransactionSchema.parse({
    slot: 42,
    blockTime: 1_700_000_000,
    meta: meta && {
      err: null,
      preTokenBalances: [balance(2, usdc, alice), balance(3, usdc, bob)],
      postTokenBalances: [balance(2, usdc, alice), balance(3, usdc, bob)],
      innerInstructions: [],
      ...meta,
    },
    transaction: {
      signatures: ['Sig1'],
      message: {
        accountKeys: [alice, bob, aliceUsdc, bobUsdc, usdc].map((pubkey, i) => ({ pubkey, signer: i === 0 })),
        instructions,
      },
    },
  })
}

describe('transfersOf', () => {
  it('reads SOL and SPL transfers, resolving token accounts to their owners', () => {
    const { tx, transfers } = transfersOf(
      transaction([
        ix(SYSTEM, 'transfer', { source: alice, destination: bob, lamports: 2_000_000_000 }),
        // A plain transfer names no mint: the transaction's token balances say which.
        ix(TOKEN, 'transfer', {
          source: aliceUsdc,
          destination: bobUsdc,
          authority: alice,
          amount: '1500000',
        }),
        ix(TOKEN_2022, 'transferChecked', {
          source: bobUsdc,
          destination: aliceUsdc,
          mint: usdc,
          authority: bob,
          tokenAmount: { amount: '7', decimals: 6, uiAmountString: '0.000007' },
        }),
      ]),
    )
    expect(tx).toEqual({
      signature: 'Sig1',
      slot: 42,
      blockTime: 1_700_000_000,
      feePayer: alice,
      success: true,
    })
    expect(transfers).toEqual([
      {
        signature: 'Sig1',
        seq: 0,
        kind: 'sol',
        mint: null,
        sender: alice,
        recipient: bob,
        amount: '2000000000',
        decimals: 9,
      },
      {
        signature: 'Sig1',
        seq: 1,
        kind: 'spl',
        mint: usdc,
        sender: alice,
        recipient: bob,
        amount: '1500000',
        decimals: 6,
      },
      {
        signature: 'Sig1',
        seq: 2,
        kind: 'spl',
        mint: usdc,
        sender: bob,
        recipient: alice,
        amount: '7',
        decimals: 6,
      },
    ])
  })

  it('reads inner instructions after their parent, mints and burns, and skips what moved nothing between wallets', () => {
    const { transfers } = transfersOf(
      transaction(
        [
          ix(SYSTEM, 'createAccount', { source: alice, newAccount: bobUsdc, lamports: 2_039_280 }),
          { programId: other, accounts: [alice], data: '3Bxs' },
          ix(SYSTEM, 'transfer', { source: alice, destination: bob, lamports: 0 }),
          // Unknown token accounts and no mint: not attributable.
          ix(TOKEN, 'transfer', { source: 'X', destination: 'Y', authority: alice, amount: '5' }),
        ],
        {
          innerInstructions: [
            {
              index: 1,
              instructions: [
                ix(TOKEN, 'mintToChecked', {
                  mint: usdc,
                  account: bobUsdc,
                  mintAuthority: alice,
                  tokenAmount: { amount: '25000000', decimals: 6 },
                }),
                ix(TOKEN, 'burn', { account: aliceUsdc, mint: usdc, authority: alice, amount: '3' }),
              ],
            },
          ],
        },
      ),
    )
    expect(transfers.map((t) => [t.seq, t.kind, t.sender, t.recipient, t.amount])).toEqual([
      [0, 'mint', usdc, bob, '25000000'],
      [1, 'burn', alice, usdc, '3'],
    ])
  })

  it('reads lamports past 2^53 (a JSON number, whole but not a safe integer)', () => {
    const { transfers } = transfersOf(
      transaction([ix(SYSTEM, 'transfer', { source: alice, destination: bob, lamports: 1e19 })]),
    )
    expect(transfers[0]?.amount).toBe('10000000000000000000')
  })

  it('keeps a failed transaction with nothing moved, and one without meta as failed', () => {
    const send = ix(SYSTEM, 'transfer', { source: alice, destination: bob, lamports: 5 })
    const failed = transfersOf(transaction([send], { err: { InstructionError: [0, 'Custom'] } }))
    expect([failed.tx.success, failed.transfers]).toEqual([false, []])
    const unknown = transfersOf(transaction([send], null))
    expect([unknown.tx.success, unknown.transfers]).toEqual([false, []])
  })

  it('refuses an answer that is not a parsed transaction', () => {
    expect(
      ParsedTransactionSchema.safeParse({ slot: 1, meta: null, transaction: ['AAAA', 'base64'] }).success,
    ).toBe(false)
  })
})
