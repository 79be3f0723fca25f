import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, it, onTestFinished } from 'vitest'
import { openDatabase } from '../db/openDatabase.js'
import { createSolanaIndexStore } from './solanaIndexStore.js'

it('opens a file the pre-Kysely store wrote, with its history and cursors', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-sol-index-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  const path = join(dir, 'cloud.db')
  const old = new Database(path)
  // The tables exactly as solanaIndexStore.ts created them before the db/ layer.
  old.exec(`
    CREATE TABLE IF NOT EXISTS sol_tx (
      chain TEXT NOT NULL, signature TEXT NOT NULL, slot INTEGER NOT NULL, block_time INTEGER NOT NULL,
      fee_payer TEXT NOT NULL, success INTEGER NOT NULL, PRIMARY KEY (chain, signature));
    CREATE INDEX IF NOT EXISTS sol_tx_payer ON sol_tx (chain, fee_payer, slot);
    CREATE TABLE IF NOT EXISTS sol_transfer (
      chain TEXT NOT NULL, signature TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL, mint TEXT,
      sender TEXT NOT NULL, recipient TEXT NOT NULL, amount TEXT NOT NULL, decimals INTEGER NOT NULL,
      PRIMARY KEY (chain, signature, seq));
    CREATE INDEX IF NOT EXISTS sol_transfer_sender ON sol_transfer (chain, sender);
    CREATE INDEX IF NOT EXISTS sol_transfer_recipient ON sol_transfer (chain, recipient);
    CREATE TABLE IF NOT EXISTS sol_cursor (
      chain TEXT NOT NULL, address TEXT NOT NULL, signature TEXT NOT NULL, PRIMARY KEY (chain, address));
    INSERT INTO sol_tx VALUES ('solana:test', 'sigA', 5, 1700000005, 'Payer', 1);
    INSERT INTO sol_transfer VALUES ('solana:test', 'sigA', 0, 'sol', NULL, 'Payer', 'Receiver', '7', 9);
    INSERT INTO sol_cursor VALUES ('solana:test', 'Receiver', 'sigA');`)
  old.close()
  const db = await openDatabase(path)
  onTestFinished(() => db.destroy())
  const store = createSolanaIndexStore(db, 'solana:test')
  expect(await store.cursors(['Receiver', 'Other'])).toEqual(new Map([['Receiver', 'sigA']]))
  expect(await store.history('Receiver', 10)).toEqual([
    { signature: 'sigA', slot: 5, blockTime: 1_700_000_005, feePayer: 'Payer', success: true },
  ])
  expect(await store.has('sigA')).toBe(true)
})
