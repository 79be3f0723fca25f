import {
  type Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENESIS_HASH } from './genesis.js'
import { callRpc, postRpc, startTestSolana, type TestSolana } from './solanaTestRpc.js'

let solana: TestSolana
let connection: Connection
beforeAll(async () => {
  solana = await startTestSolana()
  connection = solana.connection
})
afterAll(async () => {
  await solana.rpc.close()
})

describe('reads, as web3.js Connection expects them', () => {
  it('getBalance: the dev accounts hold 1,000 SOL from genesis; unknown accounts 0', async () => {
    const [dev] = solana.dev
    expect(await connection.getBalance(dev?.publicKey as PublicKey)).toBe(1_000 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(Keypair.generate().publicKey)).toBe(0)
  })

  it('getAccountInfo and getMultipleAccounts: owner, lamports, data; null for a missing account', async () => {
    const mint = new PublicKey(solana.rpc.mint.usdc)
    const info = await connection.getAccountInfo(mint)
    expect(info?.owner.toBase58()).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
    expect(info?.data.length).toBe(82)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()
    const many = await connection.getMultipleAccountsInfo([mint, Keypair.generate().publicKey])
    expect(many.map((account) => account?.data.length ?? null)).toEqual([82, null])
    const parsed = await connection.getParsedAccountInfo(mint)
    expect(parsed.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: { decimals: 6, isInitialized: true, mintAuthority: solana.rpc.treasury.address },
      },
    })
  })

  it('slot, block height, epoch, blockhash, version, genesis hash, health, rent and fees', async () => {
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(slot)
    const epoch = await connection.getEpochInfo()
    expect(epoch).toMatchObject({ epoch: 0, slotsInEpoch: 432_000 })
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBeGreaterThanOrEqual(slot + 150)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid('11111111111111111111111111111111')).value).toBe(false)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await connection.getGenesisHash()).toBe(GENESIS_HASH)
    expect(await callRpc(solana.rpc.url, 'getHealth', [])).toMatchObject({
      json: { result: 'ok' },
    })
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    const [from, to] = solana.dev as [Keypair, Keypair]
    const message = new Transaction({ feePayer: from.publicKey, blockhash, lastValidBlockHeight })
      .add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to.publicKey, lamports: 1 }))
      .compileMessage()
    expect((await connection.getFeeForMessage(message)).value).toBe(5_000)
  })
})

describe('sending', () => {
  it('sendAndConfirmTransaction moves SOL and confirms over the WebSocket', async () => {
    const [from] = solana.dev as [Keypair]
    const to = Keypair.generate()
    const before = await connection.getBalance(from.publicKey)
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: to.publicKey,
        lamports: 0.5 * LAMPORTS_PER_SOL,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [from])
    expect(await connection.getBalance(to.publicKey)).toBe(0.5 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(from.publicKey)).toBe(before - 0.5 * LAMPORTS_PER_SOL - 5_000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('the same transfer twice lands twice (a new blockhash each time, no AlreadyProcessed)', async () => {
    const [from] = solana.dev as [Keypair]
    const to = Keypair.generate()
    const send = () =>
      sendAndConfirmTransaction(
        connection,
        new Transaction().add(
          SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to.publicKey, lamports: 1_000_000 }),
        ),
        [from],
      )
    const first = await send()
    const second = await send()
    expect(second).not.toBe(first)
    expect(await connection.getBalance(to.publicKey)).toBe(2_000_000)
  })

  it('requestAirdrop pays a dev account (confirmed like any transfer) and refuses anyone else', async () => {
    const [, dev] = solana.dev as [Keypair, Keypair]
    const before = await connection.getBalance(dev.publicKey)
    const signature = await connection.requestAirdrop(dev.publicKey, 2 * LAMPORTS_PER_SOL)
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
    expect(await connection.getBalance(dev.publicKey)).toBe(before + 2 * LAMPORTS_PER_SOL)
    await expect(connection.requestAirdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL)).rejects.toThrow(
      /dev accounts only/,
    )
    await expect(connection.requestAirdrop(dev.publicKey, 101 * LAMPORTS_PER_SOL)).rejects.toThrow(/at most/)
  })
})

describe('JSON-RPC envelope', () => {
  it('an unknown method is -32601 Method not found', async () => {
    const { status, json } = await postRpc(
      solana.rpc.url,
      '{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":[]}',
    )
    expect(status).toBe(200)
    expect(json).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } })
  })

  it('bad params are -32602 and web3.js throws them', async () => {
    const { json } = await callRpc(solana.rpc.url, 'getBalance', ['nope'])
    expect(json).toMatchObject({ id: 1, error: { code: -32602 } })
    const { json: extra } = await callRpc(solana.rpc.url, 'getSlot', [{}, 1])
    expect(extra).toMatchObject({ error: { code: -32602 } })
  })

  it('bad JSON is HTTP 400 with -32700; a body that is no request is 400 with -32600', async () => {
    expect(await postRpc(solana.rpc.url, '{"jsonrpc":')).toEqual({
      status: 400,
      json: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
    })
    expect(await postRpc(solana.rpc.url, '"getSlot"')).toMatchObject({
      status: 400,
      json: { error: { code: -32600 } },
    })
    expect(await postRpc(solana.rpc.url, '[]')).toMatchObject({
      status: 400,
      json: { error: { code: -32600 } },
    })
  })

  it('a batch answers each call in order, skips notifications and reports bad elements', async () => {
    const { status, json } = await postRpc(
      solana.rpc.url,
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getGenesisHash' },
        { jsonrpc: '2.0', method: 'getSlot' },
        { jsonrpc: '1.0', id: 'b', method: 'getSlot' },
        { jsonrpc: '2.0', id: 'c', method: 'nope' },
      ]),
    )
    expect(status).toBe(200)
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 'a', result: GENESIS_HASH },
      { jsonrpc: '2.0', id: 'b', error: { code: -32600, message: 'Invalid Request' } },
      { jsonrpc: '2.0', id: 'c', error: { code: -32601, message: 'Method not found' } },
    ])
    const many = Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'getSlot' }))
    expect(await postRpc(solana.rpc.url, JSON.stringify(many))).toMatchObject({ status: 400 })
  })

  it('a body over 50 KiB is refused with 413 before it is parsed', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: ['x'.repeat(60 * 1024)] })
    const { status, json } = await postRpc(solana.rpc.url, body)
    expect(status).toBe(413)
    expect(json).toMatchObject({ error: { code: -32600 } })
  })

  it('answers CORS preflights for any page, as a public devnet node does', async () => {
    const response = await fetch(solana.rpc.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.localhost:5173',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('solana-client')
  })
})
