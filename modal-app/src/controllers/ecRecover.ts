import type { RpcResult } from '@airlock/shared-protocol'
import { type Hex, isHex, recoverMessageAddress } from 'viem'

/**
 * `personal_ecRecover(message, signature)`: the address that signed a personal message, as wallets
 * answer it (MetaMask's test dApp verifies its personal_sign this way). The message is hex data or
 * plain text, like personal_sign's; the address comes back lowercase, as wallets return it.
 */
export async function ecRecover(params: unknown): Promise<RpcResult> {
  const [message, signature] = Array.isArray(params) ? params : []
  if (typeof message !== 'string' || typeof signature !== 'string' || !isHex(signature)) {
    return { ok: false, error: { code: -32602, message: 'personal_ecRecover takes [message, signature]' } }
  }
  try {
    const address = await recoverMessageAddress({
      message: isHex(message) ? { raw: message as Hex } : message,
      signature,
    })
    return { ok: true, result: address.toLowerCase() }
  } catch (error) {
    return {
      ok: false,
      error: {
        code: -32602,
        message: `Invalid signature: ${error instanceof Error ? error.message.split('\n')[0] : ''}`,
      },
    }
  }
}
