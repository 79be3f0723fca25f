import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getOrCreateAssociatedTokenAccount,
  TOKEN_PROGRAM_ID,
  transferChecked,
} from '@solana/spl-token'
import {
  type Connection,
  Keypair,
  type ParsedInstruction,
  PublicKey,
  SendTransactionError,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSolana, type TestSolana } from './solanaTestRpc.js'

let solana: TestSolana
let connection: Connection
let usdc: PublicKey
beforeAll(async () => {
  solana = await startTestSolana()
  connection = solana.connection
  usdc = new PublicKey(solana.rpc.mint.usdc)
})
afterAll(async () => {
  await solana.rpc.close()
})

const USDC = 1_000_000n

describe('SPL Token on the local chain', () => {
  it('the USDC mint and the dev accounts hold what genesis gave, read by spl-token', async () => {
    const mint = await getMint(connection, usdc)
    expect(mint.decimals).toBe(6)
    expect(mint.mintAuthority?.toBase58()).toBe(solana.rpc.treasury.address)
    const [dev] = solana.dev as [Keypair]
    const account = await getAccount(connection, getAssociatedTokenAddressSync(usdc, dev.publicKey))
    expect(account.amount).toBe(10_000n * USDC)
    expect(account.owner.toBase58()).toBe(dev.publicKey.toBase58())
    const supply = await connection.getTokenSupply(usdc)
    expect(supply.value).toMatchObject({ decimals: 6, uiAmountString: '1000040000' })
  })

  it('a transfer that creates the recipient token account in the same transaction', async () => {
    const [sender] = solana.dev as [Keypair]
    const recipient = Keypair.generate().publicKey
    const from = getAssociatedTokenAddressSync(usdc, sender.publicKey)
    const to = getAssociatedTokenAddressSync(usdc, recipient)
    const transaction = new Transaction().add(
      createAssociatedTokenAccountInstruction(sender.publicKey, to, recipient, usdc),
      createTransferCheckedInstruction(from, usdc, to, sender.publicKey, 1_500_000n, 6),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])
    expect((await connection.getTokenAccountBalance(to)).value).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    })

    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const instructions = parsed?.transaction.message.instructions as ParsedInstruction[]
    expect(instructions.map((instruction) => [instruction.program, instruction.parsed.type])).toEqual([
      ['spl-associated-token-account', 'create'],
      ['spl-token', 'transferChecked'],
    ])
    expect(instructions[1]?.parsed.info).toMatchObject({
      source: from.toBase58(),
      destination: to.toBase58(),
      authority: sender.publicKey.toBase58(),
      tokenAmount: { amount: '1500000', uiAmountString: '1.5' },
    })
    // The ATA program's calls into the system and token programs, parsed too.
    const inner = parsed?.meta?.innerInstructions?.[0]?.instructions as ParsedInstruction[]
    expect(inner.map((instruction) => instruction.parsed?.type)).toContain('initializeAccount3')
    expect(parsed?.meta?.postTokenBalances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          mint: usdc.toBase58(),
          owner: recipient.toBase58(),
          uiTokenAmount: expect.objectContaining({ amount: '1500000' }),
        }),
      ]),
    )
    expect(parsed?.meta?.preTokenBalances?.some((balance) => balance.owner === recipient.toBase58())).toBe(
      false,
    )
  })

  it("getOrCreateAssociatedTokenAccount and transferChecked, spl-token's own flow", async () => {
    const [, sender] = solana.dev as [Keypair, Keypair]
    const recipient = Keypair.generate()
    const source = await getOrCreateAssociatedTokenAccount(connection, sender, usdc, sender.publicKey)
    const destination = await getOrCreateAssociatedTokenAccount(connection, sender, usdc, recipient.publicKey)
    expect(destination.amount).toBe(0n)
    await transferChecked(connection, sender, source.address, usdc, destination.address, sender, 2n * USDC, 6)
    expect((await getAccount(connection, destination.address)).amount).toBe(2n * USDC)
  })

  it('getTokenAccountsByOwner, raw (base64) and parsed, by mint and by program', async () => {
    const [dev] = solana.dev as [Keypair]
    const raw = await connection.getTokenAccountsByOwner(dev.publicKey, { mint: usdc })
    expect(raw.value).toHaveLength(1)
    expect(raw.value[0]?.account.data.length).toBe(165)
    const parsed = await connection.getParsedTokenAccountsByOwner(dev.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    })
    expect(parsed.value[0]?.account.data).toMatchObject({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: { mint: usdc.toBase58(), owner: dev.publicKey.toBase58(), state: 'initialized' },
      },
    })
    expect(
      (await connection.getParsedTokenAccountsByOwner(Keypair.generate().publicKey, { mint: usdc })).value,
    ).toEqual([])
    await expect(
      connection.getTokenAccountsByOwner(dev.publicKey, { programId: Keypair.generate().publicKey }),
    ).rejects.toThrow(/unrecognized Token program id/)
  })

  it('a transfer beyond the balance fails in preflight with the token program logs, and moves nothing', async () => {
    const [, , poor] = solana.dev as [Keypair, Keypair, Keypair]
    const from = getAssociatedTokenAddressSync(usdc, poor.publicKey)
    const to = getAssociatedTokenAddressSync(usdc, (solana.dev[0] as Keypair).publicKey)
    const transaction = new Transaction().add(
      createTransferCheckedInstruction(from, usdc, to, poor.publicKey, 20_000n * USDC, 6),
    )
    const failure = await sendAndConfirmTransaction(connection, transaction, [poor]).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(SendTransactionError)
    expect((failure as SendTransactionError).message).toMatch(/custom program error: 0x1/)
    expect((failure as SendTransactionError).logs?.join('\n')).toMatch(/insufficient funds/i)
    expect((await connection.getTokenAccountBalance(from)).value.amount).toBe(String(10_000n * USDC))
  })
})
