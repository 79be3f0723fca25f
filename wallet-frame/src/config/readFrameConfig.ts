/** The meta tag the wallet server fills with the modal's origin (cloud/src/wallet/frameFiles.ts). */
export const MODAL_ORIGIN_META = 'airlock-modal-origin'

/** The chain the frame starts on when its URL names none (spec section 4: the default chain is eip155:1). */
export const DEFAULT_CHAIN_ID = 1

/**
 * The modal's origin from the served page, or undefined when the server was not told it (the token is
 * still there) or it is not an origin: then the frame stays inert.
 */
export function readModalOrigin(document: Document): string | undefined {
  const content = document.querySelector(`meta[name="${MODAL_ORIGIN_META}"]`)?.getAttribute('content') ?? ''
  if (!URL.canParse(content)) return undefined
  const { origin } = new URL(content)
  return origin === content && origin !== 'null' ? origin : undefined
}

/**
 * The chain id from the frame URL's `chainId` query parameter (`31337`, `eip155:31337` or a non-EVM
 * reference), as the protocol carries it: a number for EVM chains, else the text.
 */
export function readChainId(search: string): number | string {
  const raw = new URLSearchParams(search).get('chainId')?.trim() ?? ''
  const evm = /^(?:eip155:)?([1-9]\d{0,15})$/.exec(raw)
  if (evm?.[1] && Number.isSafeInteger(Number(evm[1]))) return Number(evm[1])
  return raw.length > 0 && raw.length <= 64 ? raw : DEFAULT_CHAIN_ID
}

/** The project id from the frame URL's `projectId` (the modal's), if it has the shape of one. */
export function readProjectId(search: string): string | undefined {
  const id = new URLSearchParams(search).get('projectId') ?? ''
  return /^[-_a-zA-Z0-9]{1,128}$/.test(id) ? id : undefined
}
