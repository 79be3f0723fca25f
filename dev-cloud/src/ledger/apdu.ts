import { ApduStatusError, StatusWord } from './statusWords.js'

/** A command APDU as hw-transport's `send` writes it: CLA INS P1 P2 Lc data (short form, Lc ≤ 255). */
export interface Apdu {
  cla: number
  ins: number
  p1: number
  p2: number
  data: Uint8Array
}

/** Reads a command APDU; a length byte that disagrees with the bytes received is 0x6700, as on the device. */
export function parseApdu(bytes: Uint8Array): Apdu {
  if (bytes.length < 4) throw new ApduStatusError(StatusWord.wrongLength, 'APDU shorter than its header')
  const [cla = 0, ins = 0, p1 = 0, p2 = 0] = bytes
  if (bytes.length === 4) return { cla, ins, p1, p2, data: new Uint8Array() }
  const lc = bytes[4] ?? 0
  if (bytes.length !== 5 + lc) throw new ApduStatusError(StatusWord.wrongLength, 'Lc disagrees with the data')
  return { cla, ins, p1, p2, data: bytes.slice(5) }
}

/** A response: `data` then the status word, big-endian. */
export function respond(data: Uint8Array, status: number = StatusWord.ok): Uint8Array {
  const out = new Uint8Array(data.length + 2)
  out.set(data)
  out[data.length] = status >> 8
  out[data.length + 1] = status & 0xff
  return out
}
