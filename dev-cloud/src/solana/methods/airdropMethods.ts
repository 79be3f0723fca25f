import * as z from 'zod'
import { DEV_KEYPAIRS } from '../devKeypairs.js'
import { LAMPORTS_PER_SOL } from '../genesis.js'
import { invalidParams, RPC_CODES, RpcError } from '../rpcError.js'
import { contextSlot, rpcMethod } from '../rpcMethod.js'
import { contextConfig, optionalConfig, pubkey } from '../rpcParams.js'

/** The most one airdrop sends: enough to test with, too little to drain the treasury by accident. */
export const MAX_AIRDROP_LAMPORTS = 100 * Number(LAMPORTS_PER_SOL)
const DEV_ADDRESSES = new Set(DEV_KEYPAIRS.map((keypair) => keypair.address))

export const airdropMethods = {
  /**
   * A treasury transfer, landed before the answer (so confirming it succeeds at once). Only the dev
   * accounts may ask: the treasury's SOL is the chain's only faucet.
   */
  requestAirdrop: rpcMethod(
    z.tuple([pubkey, z.number().int().positive(), optionalConfig(contextConfig)]),
    ([to, lamports, config], chain) => {
      contextSlot(chain, config)
      if (!DEV_ADDRESSES.has(to)) throw invalidParams('airdrops go to the dev accounts only')
      if (lamports > MAX_AIRDROP_LAMPORTS)
        throw invalidParams(`an airdrop is at most ${MAX_AIRDROP_LAMPORTS} lamports (100 SOL)`)
      const { signature, execution } = chain.airdrop(to, BigInt(lamports))
      if (!execution.landed || execution.meta.err)
        throw new RpcError(RPC_CODES.internalError, 'Airdrop failed: the treasury could not pay it')
      return signature
    },
  ),
}
