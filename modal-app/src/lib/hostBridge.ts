import type { HostApi, RpcResult } from '@airlock/shared-protocol'

/** The host's API, once the handshake is done. Tests install a fake. */
let host: Pick<HostApi, 'state' | 'walletRequest' | 'openUrl' | 'persist' | 'siwx' | 'load'> | undefined

export function setHost(next: typeof host) {
  host = next
}

export function getHost() {
  return host
}

/**
 * Runs an EIP-1193 request on a host browser wallet, or with `namespace` 'solana' a Wallet Standard
 * feature of its Solana side; the answer is schema-checked like every message.
 */
export async function walletRequest(
  walletId: string,
  method: string,
  params?: unknown[] | Record<string, unknown>,
  namespace?: 'solana',
): Promise<RpcResult> {
  if (!host) return { ok: false, error: { code: 4900, message: 'The host page is not connected' } }
  try {
    const answer = await host.walletRequest({
      walletId,
      method,
      ...(params ? { params } : {}),
      ...(namespace ? { namespace } : {}),
    })
    // The full schemas load after the handshake; a wallet answer only comes after a visitor acts.
    const { RpcResultSchema } = await import('../lib/fullChecks.js')
    const parsed = RpcResultSchema.safeParse(answer)
    return parsed.success
      ? parsed.data
      : { ok: false, error: { code: -32603, message: 'Invalid answer from the host' } }
  } catch (error) {
    return {
      ok: false,
      error: { code: -32603, message: error instanceof Error ? error.message : 'An error occurred' },
    }
  }
}

/**
 * A sign-in window the host opens (the modal's sandbox has no popups); settles when the visitor
 * closes it, and rejects when the browser blocked it or there is no host.
 */
export async function openPopup(url: string): Promise<void> {
  if (!host) throw new Error('Popup blocked')
  await host.openUrl({ url, target: 'popup' })
}

export function openUrl(url: string) {
  void host?.openUrl({ url, target: '_blank' }).catch(() => undefined)
}
