import { createHash } from 'node:crypto'
import { address, lamports } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import { associatedTokenAddress } from './associatedTokenAddress.js'
import { toBase58 } from './base58.js'
import { DEV_KEYPAIRS, TREASURY, USDC_MINT } from './devKeypairs.js'
import { SYSTEM_PROGRAM, TOKEN_PROGRAM } from './programIds.js'
import { encodeMint, encodeTokenAccount } from './tokenLayout.js'

export const LAMPORTS_PER_SOL = 1_000_000_000n
export const USDC_DECIMALS = 6
const USDC = 10n ** BigInt(USDC_DECIMALS)

/** What genesis gives each dev account, and the treasury (faucet and USDC issuer). */
export const GENESIS_BALANCES = {
  devSol: 1_000n * LAMPORTS_PER_SOL,
  devUsdc: 10_000n * USDC,
  // Below 2^53 lamports: web3.js reads balances as JS numbers.
  treasurySol: 1_000_000n * LAMPORTS_PER_SOL,
  treasuryUsdc: 1_000_000_000n * USDC,
} as const

/** Fixed, so clients can name the chain: CAIP-2 `solana:` + its first 32 characters. */
export const GENESIS_HASH = toBase58(createHash('sha256').update('airlock-solana-localnet').digest())
export const SOLANA_LOCALNET_CHAIN_ID = `solana:${GENESIS_HASH.slice(0, 32)}`

/**
 * A fresh SVM holding the genesis accounts. Blockhashes, repeats and signatures are checked by the
 * RPC before a transaction reaches the SVM (litesvm accepts only its latest blockhash, keeps its
 * history in memory, and would verify every signature a second and third time), so litesvm's own
 * checks are off.
 */
export async function createGenesisSvm(): Promise<LiteSVM> {
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n).withSigverify(false)
  const setSystemAccount = (owner: string, amount: bigint) =>
    svm.setAccount({
      address: address(owner),
      lamports: lamports(amount),
      programAddress: address(SYSTEM_PROGRAM),
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    })
  const setTokenAccount = (at: string, data: Uint8Array) =>
    svm.setAccount({
      address: address(at),
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
      programAddress: address(TOKEN_PROGRAM),
      executable: false,
      data,
      space: BigInt(data.length),
    })
  const holders = [
    ...DEV_KEYPAIRS.map((keypair) => ({
      owner: keypair.address,
      sol: GENESIS_BALANCES.devSol,
      usdc: GENESIS_BALANCES.devUsdc,
    })),
    { owner: TREASURY.address, sol: GENESIS_BALANCES.treasurySol, usdc: GENESIS_BALANCES.treasuryUsdc },
  ]
  let supply = 0n
  for (const holder of holders) {
    setSystemAccount(holder.owner, holder.sol)
    const ata = await associatedTokenAddress(holder.owner, USDC_MINT)
    setTokenAccount(ata, encodeTokenAccount({ mint: USDC_MINT, owner: holder.owner, amount: holder.usdc }))
    supply += holder.usdc
  }
  const mint = encodeMint({
    mintAuthority: TREASURY.address,
    supply,
    decimals: USDC_DECIMALS,
    freezeAuthority: null,
  })
  setTokenAccount(USDC_MINT, mint)
  return svm
}
