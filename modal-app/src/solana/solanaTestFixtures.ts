import { decodeBase58, encodeBase64, type Network, solanaCaipNetworkIds } from '@airlock/shared-protocol'
import { Keypair, type PublicKey } from '@solana/web3.js'
import type * as z from 'zod'
import type { SolanaRpc } from './solanaRpc.js'
import { associatedTokenAddress } from './tokenInstructions.js'
import { MINT_SIZE, SYSTEM_PROGRAM, TOKEN_ACCOUNT_SIZE, TOKEN_PROGRAM } from './tokenLayout.js'

/** For unit tests: the local Solana chain as the modal lists it, nothing listening at its RPC. */
export function solanaTestNetwork(): Network {
  return {
    id: solanaCaipNetworkIds.localnet.split(':')[1] as string,
    caipNetworkId: solanaCaipNetworkIds.localnet,
    chainNamespace: 'solana',
    name: 'Solana Localnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  }
}

/** An initialized mint's bytes. */
export function mintData(decimals: number): Uint8Array {
  const data = new Uint8Array(MINT_SIZE)
  data[44] = decimals
  data[45] = 1
  return data
}

/** A token account's bytes (state 1 initialized, 2 frozen). */
export function tokenAccountData(mint: string, owner: string, amount: bigint, state = 1): Uint8Array {
  const data = new Uint8Array(TOKEN_ACCOUNT_SIZE)
  data.set(decodeBase58(mint), 0)
  data.set(decodeBase58(owner), 32)
  new DataView(data.buffer).setBigUint64(64, amount, true)
  data[108] = state
  return data
}

/** An account as a node answers it with `encoding: 'base64'`. */
export const accountJson = (owner: string, data: Uint8Array, lamports = 2_039_280) => ({
  owner,
  lamports,
  data: [encodeBase64(data), 'base64'],
  executable: false,
  rentEpoch: 0,
  space: data.length,
})

export const inContext = (value: unknown) => ({ context: { slot: 10 }, value })

export type FakeNode = Record<string, (params: unknown[]) => unknown>

/**
 * A SolanaRpc answering from `node` (method -> raw JSON result), checked with the caller's schema and
 * failing as the real one does; `calls` records what was asked. A method the node lacks fails the test.
 */
export function fakeRpc(node: FakeNode) {
  const calls: { method: string; params: unknown[] }[] = []
  const rpc: SolanaRpc = async <T>(method: string, params: unknown[], schema: z.ZodType<T>) => {
    calls.push({ method, params })
    const handler = node[method]
    if (!handler) throw new Error(`fake node: no ${method}`)
    const parsed = schema.safeParse(await handler(params))
    if (!parsed.success) throw new Error(`${method}: unexpected answer`)
    return parsed.data
  }
  return { rpc, calls }
}

/** A sender, a receiver (a plain wallet holding some SOL), a 6-decimal mint and a blockhash. */
export function transferWorld() {
  const key = () => Keypair.generate().publicKey
  return { sender: key(), receiver: key(), mint: key(), blockhash: key().toBase58() }
}
export type TransferWorld = ReturnType<typeof transferWorld>

export interface TransferNodeOptions {
  /** Base units the sender's associated token account holds (10 tokens unless told). */
  held?: bigint
  receiverHasAccount?: boolean
  /** Methods answered otherwise, or added. */
  extra?: FakeNode
}

/**
 * A node for a transfer in `world`: fee 5000 lamports, rent 2,039,280 for a token account, the mint,
 * the receiver's wallet (and its token account if asked), the sender's token account; every
 * signature asked about is confirmed.
 */
export function transferNode(
  { sender, receiver, mint, blockhash }: TransferWorld,
  { held = 10_000_000n, receiverHasAccount = false, extra = {} }: TransferNodeOptions = {},
): FakeNode {
  const token = (owner: PublicKey, amount: bigint) =>
    accountJson(TOKEN_PROGRAM, tokenAccountData(mint.toBase58(), owner.toBase58(), amount))
  const accounts: Record<string, ReturnType<typeof accountJson>> = {
    [mint.toBase58()]: accountJson(TOKEN_PROGRAM, mintData(6), 1_461_600),
    [receiver.toBase58()]: accountJson(SYSTEM_PROGRAM, new Uint8Array(0), 5),
    ...(receiverHasAccount
      ? { [associatedTokenAddress(receiver, mint).toBase58()]: token(receiver, 0n) }
      : {}),
  }
  return {
    getLatestBlockhash: () => inContext({ blockhash, lastValidBlockHeight: 500 }),
    getFeeForMessage: () => inContext(5000),
    getMinimumBalanceForRentExemption: ([space]) => (space === TOKEN_ACCOUNT_SIZE ? 2_039_280 : 0),
    getMultipleAccounts: ([list]) => inContext((list as string[]).map((at) => accounts[at] ?? null)),
    getTokenAccountsByOwner: () =>
      inContext([{ pubkey: associatedTokenAddress(sender, mint).toBase58(), account: token(sender, held) }]),
    getSignatureStatuses: ([list]) =>
      inContext(
        (list as string[]).map(() => ({
          slot: 9,
          confirmations: null,
          err: null,
          confirmationStatus: 'confirmed',
        })),
      ),
    ...extra,
  }
}
