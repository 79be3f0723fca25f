/** WalletConnect's default verify server (the one wallets trust), where the SDK registers attestations. */
export const VERIFY_SERVER = 'https://verify.walletconnect.org'
const ATTESTATION_TIMEOUT_MS = 5_000

export interface AttestationRequest {
  /** The hash of the encrypted message the attestation is for. */
  id: string
  /** The hash of the message before encryption. */
  decryptedId: string
}

export interface AttestOptions {
  projectId: string
  doc?: Document
  verifyServer?: string
  timeoutMs?: number
}

/** The payload's `id` of a JWT, without checking it: the wallet checks the signature with the server's key. */
function attestedId(jwt: string): string | undefined {
  try {
    const part = jwt.split('.')[1] ?? ''
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    const id = (JSON.parse(json) as { id?: unknown }).id
    return typeof id === 'string' ? id : undefined
  } catch {
    return undefined
  }
}

/**
 * Registers a proposal or request with the verify server from this document, as the SDK does in a page:
 * the server's hidden frame answers with a signed attestation naming the page that loaded it (this frame's
 * origin). The SDK runs in a worker, which has no document to load that frame, so the worker asks here.
 * Answers '' (wallets then see UNKNOWN) when the server does not answer in 5 s (a frame that fails to load
 * fires no event a page can see). Only the verify frame's
 * own window, from the server's origin, is listened to.
 */
export function attestInPage(
  { id, decryptedId }: AttestationRequest,
  {
    projectId,
    doc = document,
    verifyServer = VERIFY_SERVER,
    timeoutMs = ATTESTATION_TIMEOUT_MS,
  }: AttestOptions,
): Promise<string> {
  const view = doc.defaultView
  if (!view) return Promise.resolve('')
  const query = new URLSearchParams({ projectId, origin: view.location.origin, id, decryptedId })
  const frame = doc.createElement('iframe')
  frame.src = `${verifyServer}/v3/attestation?${query}`
  frame.style.display = 'none'
  frame.setAttribute('aria-hidden', 'true')
  return new Promise<string>((resolve) => {
    const done = (attestation: string) => {
      clearTimeout(timer)
      view.removeEventListener('message', listener)
      frame.remove()
      resolve(attestation)
    }
    const listener = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== new URL(verifyServer).origin) return
      if (typeof event.data !== 'string') return
      let data: { type?: unknown; attestation?: unknown }
      try {
        data = JSON.parse(event.data)
      } catch {
        return
      }
      if (data.type !== 'verify_attestation') return
      if (data.attestation === null) return done('')
      if (typeof data.attestation === 'string' && attestedId(data.attestation) === id) done(data.attestation)
    }
    const timer = setTimeout(() => done(''), timeoutMs)
    view.addEventListener('message', listener)
    doc.body.appendChild(frame)
  })
}
