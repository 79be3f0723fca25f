import { createHash } from 'node:crypto'
import { toBase58 } from './base58.js'

/** A slot every 400 ms, as on Solana's clusters, so blockhashes move on even when nothing lands. */
export const SLOT_MS = 400
/** A blockhash stays usable for 150 blocks (agave's MAX_PROCESSING_AGE); lastValidBlockHeight says so. */
export const BLOCKHASH_VALID_BLOCKS = 150

export interface ChainClock {
  /** The current slot, after the slots that elapsed since the last look. Block height equals it. */
  slot(): number
  /** Opens the next slot for a landing transaction (each transaction gets a block of its own). */
  nextSlot(): number
  /** The blockhash of a slot: derived from the genesis hash, so it is the same after a restart. */
  blockhash(slot: number): string
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  /** The slot of a blockhash still valid now; undefined when unknown or expired. */
  slotOfBlockhash(blockhash: string): number | undefined
  /** Called with the new slot whenever the slot moves (time or a landing). */
  onSlot(listener: (slot: number) => void): () => void
}

/**
 * Slots advance lazily: whoever asks for the slot first after 400 ms have passed moves it, so an idle
 * chain costs no timer. A transaction opens a slot of its own at once.
 */
export function createChainClock({
  genesisHash,
  startSlot,
  now,
}: {
  genesisHash: string
  startSlot: number
  now: () => number
}): ChainClock {
  let current = startSlot
  let slotStartedAt = now()
  const recent = new Map<string, number>()
  const listeners = new Set<(slot: number) => void>()
  const blockhash = (slot: number) => toBase58(createHash('sha256').update(`${genesisHash}:${slot}`).digest())

  const moveTo = (slot: number) => {
    for (let s = Math.max(current + 1, slot - BLOCKHASH_VALID_BLOCKS); s <= slot; s++)
      recent.set(blockhash(s), s)
    current = slot
    for (const [hash, at] of recent) if (at < current - BLOCKHASH_VALID_BLOCKS) recent.delete(hash)
    for (const listener of listeners) listener(current)
  }
  for (let s = Math.max(0, startSlot - BLOCKHASH_VALID_BLOCKS); s <= startSlot; s++)
    recent.set(blockhash(s), s)

  const slot = () => {
    const elapsed = Math.floor((now() - slotStartedAt) / SLOT_MS)
    if (elapsed > 0) {
      slotStartedAt += elapsed * SLOT_MS
      moveTo(current + elapsed)
    }
    return current
  }

  return {
    slot,
    nextSlot() {
      moveTo(slot() + 1)
      slotStartedAt = now()
      return current
    },
    blockhash,
    latestBlockhash: () => {
      const at = slot()
      return { blockhash: blockhash(at), lastValidBlockHeight: at + BLOCKHASH_VALID_BLOCKS }
    },
    slotOfBlockhash(hash) {
      const at = recent.get(hash)
      return at !== undefined && slot() <= at + BLOCKHASH_VALID_BLOCKS ? at : undefined
    },
    onSlot(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
