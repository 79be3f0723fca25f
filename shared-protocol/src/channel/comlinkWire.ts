/**
 * The few comlink wire-format facts both sides need, kept here so neither side imports comlink's
 * internals. See comlink's `protocol.ts`: requests carry `{ id, type, path, argumentList }`,
 * arguments and results are wire values `{ type: 'RAW', value }` or `{ type: 'HANDLER', name, value }`.
 */
export interface ComlinkCall {
  id?: string
  type: string
  path?: unknown
  argumentList?: unknown
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads a plain method call `remote.method(...rawArgs)`: an APPLY whose path is one allowed name
 * and whose arguments are all RAW values (no proxies, so the peer can never hand us a callback).
 * Returns the raw argument values, or `undefined` when the message is anything else.
 */
export function readMethodCall(
  data: unknown,
  allowed: ReadonlySet<string>,
): { id: string; method: string; args: unknown[] } | undefined {
  if (!isRecord(data) || typeof data.id !== 'string' || data.type !== 'APPLY') return undefined
  const { path, argumentList } = data
  if (!Array.isArray(path) || path.length !== 1 || typeof path[0] !== 'string') return undefined
  if (!allowed.has(path[0]) || !Array.isArray(argumentList)) return undefined
  const args: unknown[] = []
  for (const wire of argumentList) {
    if (!isRecord(wire) || wire.type !== 'RAW') return undefined
    args.push(wire.value)
  }
  return { id: data.id, method: path[0], args }
}

/** comlink's RELEASE, sent when a proxy is dropped: harmless, so allowed through. */
export function isRelease(data: unknown): boolean {
  return isRecord(data) && data.type === 'RELEASE' && Array.isArray(data.path) && data.path.length === 0
}

/** A comlink response wire value: what the caller side receives. */
export function isWireResponse(data: unknown): boolean {
  return (
    isRecord(data) &&
    typeof data.id === 'string' &&
    (data.type === 'RAW' || (data.type === 'HANDLER' && data.name === 'throw'))
  )
}

/** The reply comlink's caller turns into a rejected promise, so a refused call fails fast instead of hanging. */
export function rejectionFor(id: string, message: string) {
  return {
    id,
    type: 'HANDLER',
    name: 'throw',
    value: { isError: true, value: { name: 'ProtocolError', message } },
  }
}
