import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Keypair,
  LAMPORTS_PER_SOL,
  type ParsedInstruction,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, describe, expect, it } from 'vitest'
import { toBase58 } from './base58.js'
import { callRpc, startTestSolana, type TestSolana } from './solanaTestRpc.js'

const directory = mkdtempSync(join(tmpdir(), 'airlock-solana-'))
const statePath = join(directory, 'solana.db')
const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
afterAll(() => rmSync(directory, { recursive: true, force: true }))

describe('history, and a chain kept across restarts', () => {
  const recipient = Keypair.generate().publicKey
  const signatures: string[] = []
  let solana: TestSolana
  let usdc: PublicKey
  let senderBalance = 0

  it('lists the transactions naming an address, newest first, with memos and errors', async () => {
    solana = await startTestSolana({ statePath })
    const { connection } = solana
    usdc = new PublicKey(solana.rpc.mint.usdc)
    const [sender] = solana.dev as [Keypair]
    const send = (...instructions: TransactionInstruction[]) =>
      sendAndConfirmTransaction(connection, new Transaction().add(...instructions), [sender])
    signatures.push(
      await send(
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: recipient,
          lamports: LAMPORTS_PER_SOL,
        }),
        new TransactionInstruction({
          programId: MEMO_PROGRAM,
          keys: [{ pubkey: sender.publicKey, isSigner: true, isWritable: false }],
          data: Buffer.from('hello'),
        }),
      ),
    )
    const ata = getAssociatedTokenAddressSync(usdc, recipient)
    signatures.push(
      await send(
        createAssociatedTokenAccountInstruction(sender.publicKey, ata, recipient, usdc),
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(usdc, sender.publicKey),
          usdc,
          ata,
          sender.publicKey,
          1_500_000n,
          6,
        ),
      ),
    )
    // Past the sender's SOL: lands without preflight, fails, and still costs the fee.
    const failing = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: recipient,
        lamports: 10_000 * LAMPORTS_PER_SOL,
      }),
    )
    const failed = await connection.sendTransaction(failing, [sender], { skipPreflight: true })
    const confirmation = await connection.confirmTransaction({
      signature: failed,
      ...(await connection.getLatestBlockhash()),
    })
    expect(confirmation.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    signatures.push(failed)

    const listed = await connection.getSignaturesForAddress(recipient)
    expect(listed.map((entry) => entry.signature)).toEqual([...signatures].reverse())
    expect(listed[2]).toMatchObject({ memo: '[5] hello', err: null, confirmationStatus: 'finalized' })
    expect(listed[0]?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(listed[0]?.slot).toBeGreaterThan(listed[2]?.slot ?? Number.POSITIVE_INFINITY)
    const [newest, older] = await Promise.all([
      connection.getSignaturesForAddress(recipient, { limit: 1 }),
      connection.getSignaturesForAddress(recipient, { before: signatures[2], limit: 1 }),
    ])
    expect(newest.map((entry) => entry.signature)).toEqual([signatures[2]])
    expect(older.map((entry) => entry.signature)).toEqual([signatures[1]])
    const until = await connection.getSignaturesForAddress(recipient, { until: signatures[0] })
    expect(until.map((entry) => entry.signature)).toEqual([signatures[2], signatures[1]])
    senderBalance = await connection.getBalance(sender.publicKey)
  })

  it('getTransaction: json with balances and fee, jsonParsed, base64; version only when asked', async () => {
    const { connection } = solana
    const [sender] = solana.dev as [Keypair]
    const first = await connection.getTransaction(signatures[0] as string, {
      maxSupportedTransactionVersion: 0,
    })
    expect(first?.version).toBe('legacy')
    expect(first?.meta).toMatchObject({ err: null, fee: 5_000 })
    const keys = first?.transaction.message.staticAccountKeys.map((key) => key.toBase58())
    const recipientIndex = keys?.indexOf(recipient.toBase58()) ?? -1
    expect(first?.meta?.preBalances[recipientIndex]).toBe(0)
    expect(first?.meta?.postBalances[recipientIndex]).toBe(LAMPORTS_PER_SOL)
    expect((first?.meta?.preBalances[0] ?? 0) - (first?.meta?.postBalances[0] ?? 0)).toBe(
      LAMPORTS_PER_SOL + 5_000,
    )
    expect(first?.meta?.logMessages?.[0]).toBe('Program 11111111111111111111111111111111 invoke [1]')

    const { json } = await callRpc(solana.rpc.url, 'getTransaction', [signatures[0], 'json'])
    expect((json as { result: Record<string, unknown> }).result).not.toHaveProperty('version')

    const parsed = await connection.getParsedTransaction(signatures[0] as string)
    const [transfer, memo] = (parsed?.transaction.message.instructions ?? []) as ParsedInstruction[]
    expect(transfer?.parsed).toEqual({
      type: 'transfer',
      info: {
        source: sender.publicKey.toBase58(),
        destination: recipient.toBase58(),
        lamports: LAMPORTS_PER_SOL,
      },
    })
    expect(memo).toMatchObject({ program: 'spl-memo', parsed: 'hello' })
    expect(parsed?.transaction.message.accountKeys[0]).toMatchObject({ signer: true, writable: true })

    const failed = await connection.getTransaction(signatures[2] as string, {
      maxSupportedTransactionVersion: 0,
    })
    expect(failed?.meta?.fee).toBe(5_000)
    expect((failed?.meta?.preBalances[0] ?? 0) - (failed?.meta?.postBalances[0] ?? 0)).toBe(5_000)

    const { json: encoded } = await callRpc(solana.rpc.url, 'getTransaction', [
      signatures[1],
      { encoding: 'base64' },
    ])
    const [base64] = (encoded as { result: { transaction: [string, string] } }).result.transaction
    expect(Transaction.from(Buffer.from(base64, 'base64')).signature?.length).toBe(64)
    const unknown = toBase58(randomBytes(64))
    expect(await connection.getTransaction(unknown, { maxSupportedTransactionVersion: 0 })).toBeNull()
  })

  it('after a restart on the same statePath: balances, token accounts and history are all there', async () => {
    const slotBefore = await solana.connection.getSlot()
    await solana.rpc.close()
    solana = await startTestSolana({ statePath })
    const { connection } = solana
    const [sender] = solana.dev as [Keypair]
    expect(await connection.getSlot()).toBeGreaterThanOrEqual(slotBefore)
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL)
    expect(await connection.getBalance(sender.publicKey)).toBe(senderBalance)
    const ata = getAssociatedTokenAddressSync(usdc, recipient)
    expect((await connection.getTokenAccountBalance(ata)).value.uiAmountString).toBe('1.5')
    const listed = await connection.getSignaturesForAddress(recipient)
    expect(listed.map((entry) => entry.signature)).toEqual([...signatures].reverse())
    expect((await connection.getParsedTransaction(signatures[1] as string))?.meta?.err).toBeNull()
    // And the chain goes on from there.
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: recipient, lamports: 1 }),
      ),
      [sender],
    )
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL + 1)
    await solana.rpc.close()
  })
})
