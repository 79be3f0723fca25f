import {
  type Address,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
} from 'viem'
import * as z from 'zod'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

/** An `eth_sendTransaction` request; fields left out are filled from the node (nonce, gas, fees). */
export const TransactionRequestSchema = z.object({
  from: address.optional(),
  to: address.nullish(),
  value: quantity.optional(),
  data: hex.optional(),
  input: hex.optional(),
  gas: quantity.optional(),
  gasPrice: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  nonce: quantity.optional(),
  chainId: quantity.optional(),
})
export type TransactionRequest = z.infer<typeof TransactionRequestSchema>

export interface SendTransactionParameters {
  account: LocalAccount
  request: TransactionRequest
  rpcUrl: string
  chainId: number
}

/** A chain viem can send on: the wallet knows only its id and its node. */
export const walletChain = (chainId: number, rpcUrl: string) =>
  defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })

const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

/**
 * Signs the transaction locally with the user's key and sends the raw transaction to the node
 * (viem fills nonce, gas and fees from it first); resolves with the hash.
 */
export async function sendTransaction({
  account,
  request,
  rpcUrl,
  chainId,
}: SendTransactionParameters): Promise<Hash> {
  const chain = walletChain(chainId, rpcUrl)
  // Spec section 9: RPC requests time out after 10 s. One retry: resending the same signed
  // transaction is harmless (the node knows it).
  const client = createWalletClient({
    account,
    chain,
    transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }),
  })
  const base = {
    to: (request.to ?? null) as Address | null,
    data: (request.data ?? request.input) as Hex | undefined,
    value: big(request.value),
    gas: big(request.gas),
    nonce: request.nonce === undefined ? undefined : Number(BigInt(request.nonce)),
  }
  const gasPrice = big(request.gasPrice)
  if (gasPrice !== undefined) return client.sendTransaction({ ...base, gasPrice })
  return client.sendTransaction({
    ...base,
    maxFeePerGas: big(request.maxFeePerGas),
    maxPriorityFeePerGas: big(request.maxPriorityFeePerGas),
  })
}
