import {
  AddressLookupTableProgram,
  ComputeBudgetProgram,
  type Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toBase58 } from './base58.js'
import { callRpc, startTestSolana, type TestSolana } from './solanaTestRpc.js'

/** The chain's clock, moved by hand: 400 ms is a slot, 150 slots expire a blockhash. */
let time = 1_750_000_000_000
let solana: TestSolana
let connection: Connection
let payer: Keypair
beforeAll(async () => {
  solana = await startTestSolana({ now: () => time })
  connection = solana.connection
  payer = solana.dev[0] as Keypair
})
afterAll(async () => {
  await solana.rpc.close()
})

/** A signed transfer from the payer, built on a blockhash the caller chooses. */
async function transfer(lamports: number, to = Keypair.generate().publicKey, blockhash?: string) {
  const latest = await connection.getLatestBlockhash()
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    ...latest,
    ...(blockhash ? { blockhash } : {}),
  }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }))
  transaction.sign(payer)
  return { transaction, raw: transaction.serialize(), to }
}

const rpcError = (error: unknown) => error as SendTransactionError & { transactionError?: unknown }

describe('sendTransaction as agave answers it', () => {
  it('a wrong signature is -32003 before anything else, with or without preflight', async () => {
    const { raw } = await transfer(1_000)
    raw[10] = (raw[10] ?? 0) ^ 1
    for (const skipPreflight of [false, true]) {
      const failure = await connection.sendRawTransaction(raw, { skipPreflight }).catch(rpcError)
      expect((failure as Error).message).toMatch(/Transaction signature verification failure/)
    }
    const encoded = Buffer.from(raw).toString('base64')
    const { json } = await callRpc(solana.rpc.url, 'sendTransaction', [encoded, { encoding: 'base64' }])
    expect(json).toMatchObject({ error: { code: -32003 } })
  })

  it('base58 (the default encoding) and base64 both land, answering the first signature', async () => {
    const send = async (encoding: 'base58' | 'base64') => {
      const { transaction, raw, to } = await transfer(LAMPORTS_PER_SOL)
      const encoded = encoding === 'base58' ? toBase58(raw) : Buffer.from(raw).toString('base64')
      const params = encoding === 'base58' ? [encoded] : [encoded, { encoding }]
      const { json } = await callRpc(solana.rpc.url, 'sendTransaction', params)
      expect(json).toEqual({ jsonrpc: '2.0', id: 1, result: toBase58(transaction.signature as Buffer) })
      expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    }
    await send('base58')
    await send('base64')
    const { json } = await callRpc(solana.rpc.url, 'sendTransaction', ['AQID', { encoding: 'base64' }])
    expect(json).toMatchObject({
      error: { code: -32602, message: expect.stringMatching(/failed to deserialize/) },
    })
  })

  it('a repeat fails preflight as already processed; without preflight it is accepted and not run again', async () => {
    const { raw, to } = await transfer(LAMPORTS_PER_SOL)
    const signature = await connection.sendRawTransaction(raw)
    const repeat = await connection.sendRawTransaction(raw).catch(rpcError)
    expect(repeat).toBeInstanceOf(SendTransactionError)
    expect((repeat as Error).message).toMatch(/This transaction has already been processed/)
    expect(await connection.sendRawTransaction(raw, { skipPreflight: true })).toBe(signature)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
  })

  it('a blockhash 150 slots old is expired: preflight says so, and without preflight it never lands', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    time += 151 * 400
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false)
    const { raw, to } = await transfer(LAMPORTS_PER_SOL, undefined, blockhash)
    const failure = await connection.sendRawTransaction(raw).catch(rpcError)
    expect((failure as Error).message).toMatch(/Blockhash not found/)
    const signature = await connection.sendRawTransaction(raw, { skipPreflight: true })
    expect((await connection.getSignatureStatus(signature)).value).toBeNull()
    expect(await connection.getBalance(to)).toBe(0)
    // A blockhash 149 slots old still lands.
    const { blockhash: recent } = await connection.getLatestBlockhash()
    time += 149 * 400
    const late = await transfer(LAMPORTS_PER_SOL, undefined, recent)
    await connection.sendRawTransaction(late.raw)
    expect(await connection.getBalance(late.to)).toBe(LAMPORTS_PER_SOL)
  })

  it('the fee follows the compute-unit price and limit, as getFeeForMessage says', async () => {
    const to = Keypair.generate().publicKey
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 2_000_000 }),
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }),
    )
    const quoted = (await connection.getFeeForMessage(transaction.compileMessage())).value
    expect(quoted).toBe(5_000 + 20_000)
    const before = await connection.getBalance(payer.publicKey)
    const signature = await sendAndConfirmTransaction(connection, transaction, [payer])
    expect(before - (await connection.getBalance(payer.publicKey))).toBe(LAMPORTS_PER_SOL + 25_000)
    expect(
      (await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.meta?.fee,
    ).toBe(25_000)
  })

  it('minContextSlot ahead of the chain is -32016', async () => {
    const slot = await connection.getSlot()
    await expect(connection.getBalance(payer.publicKey, { minContextSlot: slot + 10 })).rejects.toThrow(
      /Minimum context slot has not been reached/,
    )
  })
})

describe('simulateTransaction', () => {
  it('runs unsigned transactions without committing, with logs, units and the accounts asked for', async () => {
    const to = Keypair.generate().publicKey
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }),
      ],
    }).compileToV0Message()
    const result = await connection.simulateTransaction(new VersionedTransaction(message), {
      accounts: { addresses: [to.toBase58()], encoding: 'base64' },
    })
    expect(result.value.err).toBeNull()
    expect(result.value.logs).toEqual([
      'Program 11111111111111111111111111111111 invoke [1]',
      'Program 11111111111111111111111111111111 success',
    ])
    expect(result.value.unitsConsumed).toBe(150)
    expect(result.value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL)
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('reports a failing instruction in value.err, replaces an old blockhash on request, checks signatures on request', async () => {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: '11111111111111111111111111111111',
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 10_000 * LAMPORTS_PER_SOL,
        }),
      ],
    }).compileToV0Message()
    const unsigned = new VersionedTransaction(message)
    const stale = await connection.simulateTransaction(unsigned)
    expect(stale.value.err).toBe('BlockhashNotFound')
    const replaced = await connection.simulateTransaction(unsigned, { replaceRecentBlockhash: true })
    expect(replaced.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    // web3.js's type leaves replacementBlockhash out; the node sends it.
    const { replacementBlockhash } = replaced.value as { replacementBlockhash?: { blockhash: string } }
    expect(replacementBlockhash?.blockhash).toBe((await connection.getLatestBlockhash()).blockhash)
    await expect(connection.simulateTransaction(unsigned, { sigVerify: true })).rejects.toThrow(
      /signature verification/,
    )
  })
})

describe('version 0 transactions and lookup tables', () => {
  it('a v0 transfer to an address from a lookup table lands; getTransaction wants maxSupportedTransactionVersion', async () => {
    const [create, table] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot: await connection.getSlot(),
    })
    const to = Keypair.generate().publicKey
    const extend = AddressLookupTableProgram.extendLookupTable({
      lookupTable: table,
      authority: payer.publicKey,
      payer: payer.publicKey,
      addresses: [to],
    })
    await sendAndConfirmTransaction(connection, new Transaction().add(create, extend), [payer])
    time += 400
    const lookupTable = (await connection.getAddressLookupTable(table)).value
    expect(lookupTable?.state.addresses.map((key) => key.toBase58())).toEqual([to.toBase58()])
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }),
      ],
    }).compileToV0Message(lookupTable ? [lookupTable] : [])
    expect(message.addressTableLookups).toHaveLength(1)
    const transaction = new VersionedTransaction(message)
    transaction.sign([payer])
    const signature = await connection.sendTransaction(transaction)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    await expect(connection.getTransaction(signature, {} as never)).rejects.toThrow(
      /maxSupportedTransactionVersion/,
    )
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.version).toBe(0)
    expect(landed?.meta?.loadedAddresses?.writable.map((key: PublicKey) => key.toBase58())).toEqual([
      to.toBase58(),
    ])
    expect((await connection.getSignaturesForAddress(to)).map((entry) => entry.signature)).toEqual([
      signature,
    ])
  })
})
