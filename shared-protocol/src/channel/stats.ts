/** Why the channel refused a message. Counted, never acted on. */
export type DropReason = 'foreignSource' | 'foreignOrigin' | 'malformed' | 'duplicate'

export interface ChannelStats {
  accepted: number
  dropped: Record<DropReason, number>
  /** Calls that waited for the modal's full message checks to load (acceptHostEarly). */
  held: number
}

export function createChannelStats(): ChannelStats {
  return { accepted: 0, dropped: { foreignSource: 0, foreignOrigin: 0, malformed: 0, duplicate: 0 }, held: 0 }
}
