import { decodeBase64, encodeBase64 } from '@airlock/shared-protocol'
import { Keypair, type PublicKey, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import {
  accountJson,
  fakeRpc,
  inContext,
  mintData,
  type TransferNodeOptions,
  tokenAccountData,
  transferNode,
  transferWorld,
} from './solanaTestFixtures.js'
import { associatedTokenAddress, createAssociatedTokenAccountIdempotent } from './tokenInstructions.js'
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM } from './tokenLayout.js'

const world = transferWorld()
const { sender, receiver, mint, blockhash } = world
const senderAta = associatedTokenAddress(sender, mint)
const receiverAta = associatedTokenAddress(receiver, mint)
const node = (options: TransferNodeOptions = {}) => transferNode(world, options)

const decode = (transaction: string) => Transaction.from(decodeBase64(transaction) as Buffer)
const keysOf = (instruction: { keys: { pubkey: PublicKey; isSigner: boolean; isWritable: boolean }[] }) =>
  instruction.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable])

describe('buildSolanaTransfer', () => {
  it('builds an unsigned SOL transfer paid by the sender, with its fee for the exact message', async () => {
    const { rpc, calls } = fakeRpc(node())
    const built = await buildSolanaTransfer(rpc, {
      from: sender.toBase58(),
      to: receiver.toBase58(),
      amount: '0.5',
    })
    expect(built.fee).toBe(5000n)
    expect(built.rent).toBe(0n)
    const transaction = decode(built.transaction)
    expect(transaction.feePayer?.equals(sender)).toBe(true)
    expect(transaction.recentBlockhash).toBe(blockhash)
    expect(transaction.signatures).toEqual([{ publicKey: sender, signature: null }])
    expect(transaction.instructions).toHaveLength(1)
    const [instruction] = transaction.instructions
    if (!instruction) throw new Error('no instruction')
    expect(instruction.programId.equals(SystemProgram.programId)).toBe(true)
    expect(SystemInstruction.decodeTransfer(instruction)).toEqual({
      fromPubkey: sender,
      toPubkey: receiver,
      lamports: 500_000_000n,
    })
    const feeCall = calls.find((c) => c.method === 'getFeeForMessage')
    expect(feeCall?.params[0]).toBe(encodeBase64(transaction.serializeMessage()))
    // A SOL send reads no token accounts.
    expect(calls.map((c) => c.method).sort()).toEqual(['getFeeForMessage', 'getLatestBlockhash'])
  })

  it("opens the receiver's token account when it is missing, then transfers checked against the mint", async () => {
    const { rpc } = fakeRpc(node())
    const built = await buildSolanaTransfer(rpc, {
      from: sender.toBase58(),
      to: receiver.toBase58(),
      mint: mint.toBase58(),
      amount: '1.5',
    })
    expect(built).toMatchObject({ fee: 5000n, rent: 2_039_280n })
    const [create, transfer, ...rest] = decode(built.transaction).instructions
    if (!create || !transfer) throw new Error('missing instructions')
    expect(rest).toEqual([])
    // The instruction as tokenInstructions builds it (checked against spl-token there), to the right accounts.
    const expected = createAssociatedTokenAccountIdempotent(sender, receiverAta, receiver, mint)
    expect(create.programId.toBase58()).toBe(ASSOCIATED_TOKEN_PROGRAM)
    expect([...create.data]).toEqual([...expected.data])
    expect(keysOf(create)).toEqual(keysOf(expected))
    expect(transfer.programId.toBase58()).toBe(TOKEN_PROGRAM)
    const data = new DataView(transfer.data.buffer, transfer.data.byteOffset, transfer.data.byteLength)
    expect(transfer.data[0]).toBe(12)
    expect(data.getBigUint64(1, true)).toBe(1_500_000n)
    expect(transfer.data[9]).toBe(6)
    expect(keysOf(transfer)).toEqual([
      [senderAta.toBase58(), false, true],
      [mint.toBase58(), false, false],
      [receiverAta.toBase58(), false, true],
      // The owner signs; writable in the decoded message only because it also pays the fee.
      [sender.toBase58(), true, true],
    ])
  })

  it('only transfers when the receiver already has its token account', async () => {
    const { rpc, calls } = fakeRpc(node({ receiverHasAccount: true }))
    const built = await buildSolanaTransfer(rpc, {
      from: sender.toBase58(),
      to: receiver.toBase58(),
      mint: mint.toBase58(),
      amount: '2',
    })
    expect(built.rent).toBe(0n)
    const instructions = decode(built.transaction).instructions
    expect(instructions.map((i) => i.programId.toBase58())).toEqual([TOKEN_PROGRAM])
    expect(calls.some((c) => c.method === 'getMinimumBalanceForRentExemption')).toBe(false)
  })

  it('says why a send cannot work, before any wallet is asked', async () => {
    const to = receiver.toBase58()
    const token = { from: sender.toBase58(), to, mint: mint.toBase58() }
    await expect(
      buildSolanaTransfer(fakeRpc(node({ held: 1_000_000n })).rpc, { ...token, amount: '1.5' }),
    ).rejects.toThrow('Insufficient Funds')
    await expect(buildSolanaTransfer(fakeRpc(node()).rpc, { ...token, amount: '0.0000001' })).rejects.toThrow(
      'Too many decimals',
    )
    await expect(
      buildSolanaTransfer(fakeRpc(node()).rpc, {
        ...token,
        mint: Keypair.generate().publicKey.toBase58(),
        amount: '1',
      }),
    ).rejects.toThrow('Not an SPL Token mint')
    const tokenAccountReceiver = node({
      extra: {
        getMultipleAccounts: ([list]) =>
          inContext(
            (list as string[]).map((at) =>
              at === mint.toBase58()
                ? accountJson(TOKEN_PROGRAM, mintData(6))
                : at === to
                  ? accountJson(TOKEN_PROGRAM, tokenAccountData(mint.toBase58(), sender.toBase58(), 1n))
                  : null,
            ),
          ),
      },
    })
    await expect(
      buildSolanaTransfer(fakeRpc(tokenAccountReceiver).rpc, { ...token, amount: '1' }),
    ).rejects.toThrow('The receiver is a token account, not a wallet')
    await expect(
      buildSolanaTransfer(fakeRpc(node({ extra: { getFeeForMessage: () => inContext(null) } })).rpc, {
        ...token,
        amount: '1',
      }),
    ).rejects.toThrow('The blockhash expired')
    await expect(
      buildSolanaTransfer(fakeRpc(node()).rpc, { ...token, to: 'not-a-key', amount: '1' }),
    ).rejects.toThrow()
  })
})
