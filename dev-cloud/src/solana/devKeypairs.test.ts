import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { DEV_KEYPAIRS, deriveDevKeypair, TREASURY, USDC_MINT } from './devKeypairs.js'
import { GENESIS_HASH, SOLANA_LOCALNET_CHAIN_ID } from './genesis.js'

describe('dev keypairs', () => {
  it('are the keys web3.js derives from the same seeds (solana-keygen layout: seed then public key)', () => {
    for (const keypair of [...DEV_KEYPAIRS, TREASURY]) {
      const web3 = Keypair.fromSecretKey(keypair.secretKey)
      expect(web3.publicKey.toBase58()).toBe(keypair.address)
      expect(Keypair.fromSeed(keypair.secretKey.slice(0, 32)).publicKey.toBase58()).toBe(keypair.address)
    }
  })

  it('stay the same from run to run (README.md lists them)', () => {
    expect(DEV_KEYPAIRS.map((keypair) => keypair.address)).toMatchInlineSnapshot(`
      [
        "CTadc9CWrCZmFoPfYywyk7K3CHSwEiocqpRwNhnqijsa",
        "4wB4UNrCBGm6sXBin3KgWCXiby6QXn5TBw3JLUgPTYWp",
        "8eZYJ4pYFSK1dcQuzQ4ABaYtJHrc2GxmMe8FKsVrHsc2",
        "HmvFYSK4rPnYrdN56aAiDhUugTZEJ61wTq21WxvvHorM",
      ]
    `)
    expect(TREASURY.address).toMatchInlineSnapshot(`"3QYpSmLeJZxuajY7x3mncrcohwxzGY9cPrjYDMejVB9c"`)
    expect(USDC_MINT).toMatchInlineSnapshot(`"CBKY2raWZAN5juQWrnpnLAa5sVbRJja2w3nEwGRyJ7VL"`)
    expect(GENESIS_HASH).toMatchInlineSnapshot(`"23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ2X5rwaqpukNV"`)
    expect(SOLANA_LOCALNET_CHAIN_ID).toMatchInlineSnapshot(`"solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ"`)
    expect(deriveDevKeypair('dev-0').address).toBe(DEV_KEYPAIRS[0]?.address)
  })
})
