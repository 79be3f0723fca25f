import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from './tokenInstructions.js'

// Expected values computed once with @solana/spl-token 0.4.15 (getAssociatedTokenAddressSync,
// createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction).
const owner = new PublicKey('7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q')
const mint = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')
const ata = new PublicKey('FhuKYUwrnqLokQ3Ne8LqkiWz8XRPfGTuZdYvwAGytLPb')
const keys = (instruction: { keys: { pubkey: PublicKey; isSigner: boolean; isWritable: boolean }[] }) =>
  instruction.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable])

describe('SPL instructions by hand', () => {
  it('derives the associated token account as spl-token does', () => {
    expect(associatedTokenAddress(owner, mint).equals(ata)).toBe(true)
  })

  it('encodes CreateIdempotent and TransferChecked as spl-token does', () => {
    const create = createAssociatedTokenAccountIdempotent(owner, ata, owner, mint)
    expect(create.programId.toBase58()).toBe('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
    expect([...create.data]).toEqual([1])
    expect(keys(create)).toEqual([
      [owner.toBase58(), true, true],
      [ata.toBase58(), false, true],
      [owner.toBase58(), false, false],
      [mint.toBase58(), false, false],
      ['11111111111111111111111111111111', false, false],
      ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', false, false],
    ])
    const transfer = transferChecked(ata, mint, ata, owner, 1_500_000n, 6)
    expect(transfer.programId.toBase58()).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
    expect([...transfer.data]).toEqual([12, 96, 227, 22, 0, 0, 0, 0, 0, 6])
    expect(keys(transfer)).toEqual([
      [ata.toBase58(), false, true],
      [mint.toBase58(), false, false],
      [ata.toBase58(), false, true],
      [owner.toBase58(), true, false],
    ])
  })

  it('refuses an amount a u64 cannot hold', () => {
    expect(() => transferChecked(ata, mint, ata, owner, 2n ** 64n, 6)).toThrow('Amount out of range')
    expect(() => transferChecked(ata, mint, ata, owner, -1n, 6)).toThrow('Amount out of range')
  })
})
