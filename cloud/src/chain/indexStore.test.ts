import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openDatabase } from '../db/openDatabase.js'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createIndexStore, type IndexedTransfer, type IndexedTx } from './indexStore.js'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NFT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

const txOf = (
  hash: string,
  block: number,
  txIndex: number,
  sender = ALICE,
  recipient: string | null = BOB,
): IndexedTx => ({
  hash,
  block,
  txIndex,
  minedAt: 1_700_000_000 + block,
  sender,
  recipient,
  success: true,
  nonce: block,
})
const transferOf = (
  hash: string,
  logIndex: number,
  kind: IndexedTransfer['kind'],
  extra: Partial<IndexedTransfer> = {},
): IndexedTransfer => ({
  hash,
  logIndex,
  kind,
  contract: kind === 'native' ? null : kind === 'erc20' ? TOKEN : NFT,
  sender: ALICE,
  recipient: BOB,
  amount: kind === 'erc721' ? '1' : '1000',
  tokenId: null,
  ...extra,
})

describeOnBothDialects('EVM index store', (fresh) => {
  it('keeps the cursor, the history newest first with its cursor, transfers, tokens and NFTs', async () => {
    const db = await fresh()
    const store = createIndexStore(db, 'eip155:31337')
    const other = createIndexStore(db, 'eip155:1')
    expect(await store.head()).toBeUndefined()
    const batch = {
      txs: [
        txOf('0x01', 1, 0),
        txOf('0x02', 2, 0),
        txOf('0x03', 2, 1, BOB, TOKEN),
        txOf('0x04', 3, 0, BOB, NFT),
      ],
      transfers: [
        transferOf('0x01', -1, 'native'),
        transferOf('0x03', 0, 'erc20', { sender: BOB, recipient: ALICE }),
        transferOf('0x04', 0, 'erc721', { sender: BOB, recipient: ALICE, tokenId: '10' }),
        transferOf('0x04', 1, 'erc721', { sender: BOB, recipient: ALICE, tokenId: '9' }),
      ],
      head: { block: 3, hash: '0xh3' },
    }
    await store.write(batch)
    // The same blocks again (a retried range) leave one copy.
    await store.write(batch)
    expect(await store.head()).toEqual({ block: 3, hash: '0xh3' })
    expect(await other.head()).toBeUndefined()
    const history = await store.history(ALICE, 10)
    expect(history.map((t) => t.hash)).toEqual(['0x04', '0x03', '0x02', '0x01'])
    expect(history[3]).toEqual({
      ...txOf('0x01', 1, 0),
      sender: ALICE.toLowerCase(),
      recipient: BOB.toLowerCase(),
    })
    expect((await store.history(ALICE, 2, { block: 2, txIndex: 1 })).map((t) => t.hash)).toEqual([
      '0x02',
      '0x01',
    ])
    expect((await store.history(BOB.toUpperCase().replace('0X', '0x'), 10)).map((t) => t.hash)).toEqual([
      '0x04',
      '0x03',
      '0x01',
    ])
    expect((await store.transfersOf(['0x04', '0x01'])).map((t) => [t.hash, t.logIndex, t.tokenId])).toEqual([
      ['0x01', -1, null],
      ['0x04', 0, '10'],
      ['0x04', 1, '9'],
    ])
    expect(await store.tokensSeen(ALICE)).toEqual([TOKEN.toLowerCase()])
    // Token ids by value, not as text.
    expect(await store.nftsOwned(ALICE)).toEqual([
      { contract: NFT.toLowerCase(), tokenId: '9' },
      { contract: NFT.toLowerCase(), tokenId: '10' },
    ])
    const info = { address: TOKEN, kind: 'erc20' as const, name: 'USD Coin', symbol: 'USDC', decimals: 6 }
    await store.saveContract(info)
    await store.saveContract({ ...info, name: 'USDC v2' })
    expect(await store.contract(TOKEN.toUpperCase().replace('0X', '0x'))).toEqual({
      ...info,
      address: TOKEN.toLowerCase(),
      name: 'USDC v2',
    })
    expect([...(await store.contracts([TOKEN, NFT])).keys()]).toEqual([TOKEN.toLowerCase()])
    expect(await other.contract(TOKEN)).toBeUndefined()
    await store.clear()
    expect([await store.head(), await store.history(ALICE, 10), await store.contract(TOKEN)]).toEqual([
      undefined,
      [],
      undefined,
    ])
  })

  it('keeps block numbers and times past 32 bits', async () => {
    const store = createIndexStore(await fresh(), 'eip155:1')
    const block = 2 ** 33
    await store.write({ txs: [txOf('0x0a', block, 0)], transfers: [], head: { block, hash: '0xh' } })
    expect(await store.head()).toEqual({ block, hash: '0xh' })
    expect((await store.history(ALICE, 1))[0]).toMatchObject({
      block,
      minedAt: 1_700_000_000 + block,
      nonce: block,
    })
  })
})

describe('EVM index store on an existing SQLite file', () => {
  it('opens a file the pre-Kysely store wrote and resumes from its cursor', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'airlock-index-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const path = join(dir, 'cloud.db')
    const old = new Database(path)
    // The tables exactly as indexStore.ts created them before the db/ layer.
    old.exec(`
      CREATE TABLE IF NOT EXISTS idx_head (chain TEXT PRIMARY KEY, block INTEGER NOT NULL, hash TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS idx_tx (
        chain TEXT NOT NULL, hash TEXT NOT NULL, block INTEGER NOT NULL, tx_index INTEGER NOT NULL,
        mined_at INTEGER NOT NULL, sender TEXT NOT NULL, recipient TEXT, success INTEGER NOT NULL,
        nonce INTEGER NOT NULL, PRIMARY KEY (chain, hash));
      CREATE INDEX IF NOT EXISTS idx_tx_sender ON idx_tx (chain, sender, block, tx_index);
      CREATE TABLE IF NOT EXISTS idx_transfer (
        chain TEXT NOT NULL, hash TEXT NOT NULL, log_index INTEGER NOT NULL, kind TEXT NOT NULL,
        contract TEXT, sender TEXT NOT NULL, recipient TEXT NOT NULL, amount TEXT NOT NULL, token_id TEXT,
        PRIMARY KEY (chain, hash, log_index));
      CREATE INDEX IF NOT EXISTS idx_transfer_sender ON idx_transfer (chain, sender);
      CREATE INDEX IF NOT EXISTS idx_transfer_recipient ON idx_transfer (chain, recipient);
      CREATE TABLE IF NOT EXISTS idx_contract (
        chain TEXT NOT NULL, address TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,
        symbol TEXT NOT NULL, decimals INTEGER NOT NULL, PRIMARY KEY (chain, address));
      CREATE TABLE IF NOT EXISTS idx_nft_owner (
        chain TEXT NOT NULL, contract TEXT NOT NULL, token_id TEXT NOT NULL, owner TEXT NOT NULL,
        PRIMARY KEY (chain, contract, token_id));
      CREATE INDEX IF NOT EXISTS idx_nft_owner_owner ON idx_nft_owner (chain, owner);
      INSERT INTO idx_head VALUES ('eip155:31337', 42, '0xh42');
      INSERT INTO idx_tx VALUES ('eip155:31337', '0x01', 42, 0, 1, '${ALICE.toLowerCase()}', NULL, 1, 7);`)
    old.close()
    const db = await openDatabase(path)
    onTestFinished(() => db.destroy())
    const store = createIndexStore(db, 'eip155:31337')
    expect(await store.head()).toEqual({ block: 42, hash: '0xh42' })
    expect((await store.history(ALICE, 10)).map((t) => [t.hash, t.nonce])).toEqual([['0x01', 7]])
  })
})
