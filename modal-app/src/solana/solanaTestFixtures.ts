import { decodeBase58, encodeBase64, type Network, solanaCaipNetworkIds } from '@airlock/shared-protocol'
import type * as z from 'zod'
import type { SolanaRpc } from './solanaRpc.js'
import { MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './tokenLayout.js'

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
 * A SolanaRpc answering from `node` (method -> raw JSON result), checked with the caller's schema as
 * the real one does; `calls` records what was asked. A method the node lacks fails the test.
 */
export function fakeRpc(node: FakeNode) {
  const calls: { method: string; params: unknown[] }[] = []
  const rpc: SolanaRpc = async <T>(method: string, params: unknown[], schema: z.ZodType<T>) => {
    calls.push({ method, params })
    const handler = node[method]
    if (!handler) throw new Error(`fake node: no ${method}`)
    return schema.parse(await handler(params))
  }
  return { rpc, calls }
}
