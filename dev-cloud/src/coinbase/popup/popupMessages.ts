// The messages the Coinbase Wallet SDK (4.x) posts to its keys popup, read as a stranger's: any page
// that opened this one may post anything. Shapes as the SDK's Communicator and SCWSigner send them.

/** Caps on what one message may carry: the SDK's own messages are far below them. */
export const popupLimits = {
  id: 64,
  senderHex: 256,
  cipherBytes: 128 * 1024,
  jsonChars: 16 * 1024,
} as const

export interface EncryptedData {
  iv: Uint8Array<ArrayBuffer>
  cipherText: Uint8Array<ArrayBuffer>
}

export type PopupInbound =
  | { kind: 'config'; appName: string; appLogoUrl: string; appChainIds: number[]; location: string }
  | { kind: 'selectSignerType'; id: string }
  | { kind: 'handshake'; id: string; sender: string; method: string; params: unknown }
  | { kind: 'encrypted'; id: string; sender: string; encrypted: EncryptedData }

export type ReadResult = { ok: true; message: PopupInbound } | { ok: false; reason: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= popupLimits.id
const isSender = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= popupLimits.senderHex && /^(0x)?[0-9a-f]+$/i.test(value)

/** JSON length, or Infinity for what JSON cannot hold (cycles, BigInts). */
function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value ?? null).length
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/** A copy of the bytes (the SDK posts an iv Uint8Array and a cipherText ArrayBuffer). */
function bytes(value: unknown, max: number): Uint8Array<ArrayBuffer> | undefined {
  if ((value instanceof ArrayBuffer || ArrayBuffer.isView(value)) && value.byteLength > max) return undefined
  if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0))
  if (ArrayBuffer.isView(value))
    return new Uint8Array(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
  return undefined
}

function readConfig(data: Record<string, unknown>): ReadResult {
  const config = data.data
  if (!isRecord(config) || !isRecord(config.metadata)) return { ok: false, reason: 'config without metadata' }
  if (jsonLength(config) > popupLimits.jsonChars) return { ok: false, reason: 'config too large' }
  const { appName, appLogoUrl, appChainIds } = config.metadata
  const chainIds = Array.isArray(appChainIds) ? appChainIds : []
  if (!chainIds.every((id) => Number.isSafeInteger(id) && (id as number) > 0))
    return { ok: false, reason: 'config with bad chain ids' }
  return {
    ok: true,
    message: {
      kind: 'config',
      appName: typeof appName === 'string' ? appName.slice(0, 128) : 'Dapp',
      appLogoUrl: typeof appLogoUrl === 'string' ? appLogoUrl.slice(0, 2048) : '',
      appChainIds: chainIds as number[],
      location: typeof config.location === 'string' ? config.location.slice(0, 2048) : '',
    },
  }
}

function readRequest(data: Record<string, unknown>): ReadResult {
  const { id, sender, content } = data
  if (!isId(id)) return { ok: false, reason: 'request without an id' }
  if (!isSender(sender)) return { ok: false, reason: 'request without a sender key' }
  if (!isRecord(content)) return { ok: false, reason: 'request without content' }
  if (isRecord(content.handshake)) {
    const { method, params } = content.handshake
    if (typeof method !== 'string' || method.length > 64)
      return { ok: false, reason: 'handshake without a method' }
    if (jsonLength(params) > popupLimits.jsonChars) return { ok: false, reason: 'handshake too large' }
    return { ok: true, message: { kind: 'handshake', id, sender, method, params } }
  }
  if (isRecord(content.encrypted)) {
    const iv = bytes(content.encrypted.iv, 12)
    const cipherText = bytes(content.encrypted.cipherText, popupLimits.cipherBytes)
    if (iv?.byteLength !== 12) return { ok: false, reason: 'encrypted request without a 12-byte iv' }
    if (!cipherText) return { ok: false, reason: 'encrypted request missing or too large' }
    return { ok: true, message: { kind: 'encrypted', id, sender, encrypted: { iv, cipherText } } }
  }
  return { ok: false, reason: 'request neither handshake nor encrypted' }
}

/**
 * Reads one message from the opener. `popupId` is the id this popup announced in PopupLoaded: the
 * SDK's configuration answers it. Anything else unknown is refused with a reason (logged, not answered).
 */
export function readPopupMessage(data: unknown, popupId: string): ReadResult {
  if (!isRecord(data)) return { ok: false, reason: 'not an object' }
  if (data.requestId === popupId) return readConfig(data)
  if (data.event === 'selectSignerType') {
    if (!isId(data.id)) return { ok: false, reason: 'selectSignerType without an id' }
    if (jsonLength(data.data) > popupLimits.jsonChars)
      return { ok: false, reason: 'selectSignerType too large' }
    return { ok: true, message: { kind: 'selectSignerType', id: data.id } }
  }
  if ('content' in data) return readRequest(data)
  return { ok: false, reason: 'unknown message' }
}
