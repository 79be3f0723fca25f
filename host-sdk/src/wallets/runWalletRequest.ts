import type { RpcResult, WalletRequest } from '@airlock/shared-protocol/host'
import type { DiscoveredWallet } from './types.js'

/** Makes a value safe to cross postMessage: wallets return class instances and BigInts at times. */
export function cloneable(value: unknown): unknown {
  if (value === undefined) return null
  try {
    return JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `0x${v.toString(16)}` : v)))
  } catch {
    return null
  }
}

export function toRpcErrorEnvelope(error: unknown): RpcResult {
  const e = (error ?? {}) as { code?: unknown; message?: unknown; data?: unknown }
  const code = typeof e.code === 'number' && Number.isInteger(e.code) ? e.code : -32603
  const message = typeof e.message === 'string' && e.message ? e.message.slice(0, 4096) : 'An error occurred'
  return { ok: false, error: { code, message, ...(e.data === undefined ? {} : { data: cloneable(e.data) }) } }
}

/**
 * Runs a request the modal asked for on one of the host's wallets. It runs here, in the host
 * page, so the wallet shows and checks the dApp's origin, not the modal's.
 */
export async function runWalletRequest(
  wallets: DiscoveredWallet[],
  request: WalletRequest,
): Promise<RpcResult> {
  if (typeof request?.walletId !== 'string' || typeof request.method !== 'string') {
    return { ok: false, error: { code: -32602, message: 'Invalid wallet request' } }
  }
  const wallet = wallets.find((w) => w.id === request.walletId)
  if (!wallet)
    return { ok: false, error: { code: 4100, message: `Wallet ${request.walletId} is not available` } }
  try {
    const result = await wallet.provider.request({
      method: request.method,
      ...(request.params === undefined ? {} : { params: request.params }),
    })
    return { ok: true, result: cloneable(result) }
  } catch (error) {
    return toRpcErrorEnvelope(error)
  }
}
