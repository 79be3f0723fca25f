/**
 * The Ledger HID transport framing, device side: 64-byte reports, each `channel (2) | tag 0x05 | sequence
 * (2)`, the first one then carrying the total length (2) of the APDU or response. hw-transport-webhid picks
 * a random channel per transport; the device answers on the channel it was asked on.
 */
export const REPORT_SIZE = 64
const TAG_APDU = 0x05
const HEADER = 5
// An extended APDU is never sent by hw-transport (`send` caps data at 255 bytes): header + Lc + 255.
const MAX_APDU = 5 + 255

export interface FramedApdu {
  channel: number
  apdu: Uint8Array
}

export interface HidAssembler {
  /** Takes one report; returns the APDU once its last report arrived. Reports out of order are dropped. */
  push(report: Uint8Array): FramedApdu | undefined
}

export function createHidAssembler(): HidAssembler {
  let pending:
    | { channel: number; length: number; sequence: number; chunks: Uint8Array[]; got: number }
    | undefined
  return {
    push(report) {
      if (report.length !== REPORT_SIZE || report[2] !== TAG_APDU) {
        pending = undefined
        return undefined
      }
      const view = new DataView(report.buffer, report.byteOffset, report.byteLength)
      const channel = view.getUint16(0)
      const sequence = view.getUint16(3)
      if (sequence === 0) {
        const length = view.getUint16(HEADER)
        if (length < 4 || length > MAX_APDU) {
          pending = undefined
          return undefined
        }
        pending = { channel, length, sequence: 0, chunks: [], got: 0 }
        return take(report.subarray(HEADER + 2))
      }
      if (!pending || pending.channel !== channel || pending.sequence + 1 !== sequence) {
        pending = undefined
        return undefined
      }
      pending.sequence = sequence
      return take(report.subarray(HEADER))
    },
  }

  function take(chunk: Uint8Array): FramedApdu | undefined {
    if (!pending) return undefined
    const part = chunk.subarray(0, pending.length - pending.got)
    pending.chunks.push(part)
    pending.got += part.length
    if (pending.got < pending.length) return undefined
    const apdu = new Uint8Array(pending.length)
    let offset = 0
    for (const piece of pending.chunks) {
      apdu.set(piece, offset)
      offset += piece.length
    }
    const done = { channel: pending.channel, apdu }
    pending = undefined
    return done
  }
}

/** Splits a response (data and status word) into the reports the device sends back, zero-padded. */
export function frameResponse(channel: number, response: Uint8Array): Uint8Array[] {
  const payload = new Uint8Array(2 + response.length)
  new DataView(payload.buffer).setUint16(0, response.length)
  payload.set(response, 2)
  const room = REPORT_SIZE - HEADER
  const reports: Uint8Array[] = []
  for (let sequence = 0; sequence * room < payload.length; sequence++) {
    const report = new Uint8Array(REPORT_SIZE)
    const view = new DataView(report.buffer)
    view.setUint16(0, channel)
    report[2] = TAG_APDU
    view.setUint16(3, sequence)
    report.set(payload.subarray(sequence * room, (sequence + 1) * room), HEADER)
    reports.push(report)
  }
  return reports
}
