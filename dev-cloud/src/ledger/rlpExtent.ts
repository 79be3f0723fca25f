/** Where an RLP item starts its payload and where it ends, read from its header alone. */
interface ItemExtent {
  payloadStart: number
  end: number
  isList: boolean
}

function readItem(bytes: Uint8Array, offset: number): ItemExtent | undefined {
  const first = bytes[offset]
  if (first === undefined) return undefined
  if (first < 0x80) return { payloadStart: offset, end: offset + 1, isList: false }
  const isList = first >= 0xc0
  const base = isList ? 0xc0 : 0x80
  if (first - base <= 55) {
    return { payloadStart: offset + 1, end: offset + 1 + first - base, isList }
  }
  const lengthOfLength = first - base - 55
  if (offset + 1 + lengthOfLength > bytes.length) return undefined
  let length = 0
  for (let i = 0; i < lengthOfLength; i++) length = length * 256 + (bytes[offset + 1 + i] ?? 0)
  const payloadStart = offset + 1 + lengthOfLength
  return { payloadStart, end: payloadStart + length, isList }
}

export interface ListExtent {
  /** Offset just past the list. */
  end: number
  /** Offsets just past each top-level field whose header has arrived. */
  fieldEnds: number[]
}

/**
 * The extent of the RLP list at `offset` in a stream that may not have fully arrived: the device reads
 * a transaction chunk by chunk and must know when it is whole. Undefined when the header is incomplete
 * or `offset` does not start a list.
 */
export function rlpListExtent(bytes: Uint8Array, offset: number): ListExtent | undefined {
  const list = readItem(bytes, offset)
  if (!list?.isList) return undefined
  const fieldEnds: number[] = []
  let cursor = list.payloadStart
  while (cursor < list.end && cursor < bytes.length) {
    const field = readItem(bytes, cursor)
    if (!field || field.end > list.end) break
    fieldEnds.push(field.end)
    cursor = field.end
  }
  return { end: list.end, fieldEnds }
}
