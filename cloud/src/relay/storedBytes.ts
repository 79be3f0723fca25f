/** What a message costs the store, in bytes: its body and attestation (the rest of a row is fixed-size). */
export function storedBytes(message: { message: string; attestation?: string | undefined }): number {
  return (
    Buffer.byteLength(message.message) + (message.attestation ? Buffer.byteLength(message.attestation) : 0)
  )
}

/** Running sums of stored bytes per key, so a quota check costs a Map lookup, not a table scan. */
export function createStoredBytesTally(rows: readonly { key: string; bytes: number }[]) {
  const tally = new Map(rows.map(({ key, bytes }) => [key, bytes]))
  return {
    of: (key: string) => tally.get(key) ?? 0,
    add(key: string, bytes: number) {
      const total = (tally.get(key) ?? 0) + bytes
      if (total > 0) tally.set(key, total)
      else tally.delete(key)
    },
  }
}
