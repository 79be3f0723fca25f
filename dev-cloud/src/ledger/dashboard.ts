import type { Apdu } from './apdu.js'
import { ApduStatusError, StatusWord } from './statusWords.js'

export const CLA_OS = 0xb0

/**
 * GET_APP_AND_VERSION (CLA 0xB0, INS 0x01), answered by the OS whatever app is open: format 0x01, then
 * name, version and flags, each behind its length byte. The dashboard calls itself "BOLOS".
 */
export function appAndVersion(apdu: Apdu, name: string, version: string): Uint8Array {
  if (apdu.ins !== 0x01) throw new ApduStatusError(StatusWord.insNotSupported, 'INS not supported')
  if (apdu.p1 !== 0 || apdu.p2 !== 0) throw new ApduStatusError(StatusWord.incorrectP1P2, 'P1/P2 not 0')
  const encoder = new TextEncoder()
  const nameBytes = encoder.encode(name)
  const versionBytes = encoder.encode(version)
  return Uint8Array.of(0x01, nameBytes.length, ...nameBytes, versionBytes.length, ...versionBytes, 1, 0)
}
