import { bytesToHex, concatBytes, keccak256 } from 'viem'
import type { Apdu } from './apdu.js'
import type { AppContext } from './appContext.js'
import { requireBlindSigning } from './blindSigning.js'
import { readDerivationPath } from './derivationPath.js'
import { signatureResponse } from './signature.js'
import { signDigest } from './signatureParts.js'
import { ApduStatusError, StatusWord } from './statusWords.js'

/**
 * SIGN_ETH_EIP_712 (INS 0x0C) in its hashed mode (P2 0x00, "v0"): path, domain separator (32),
 * hashStruct(message) (32); signs keccak256(0x1901 ‖ domain ‖ message), v = 27 + parity. The device can
 * show only the two hashes, so the stand-in treats it as blind signing: refused (0x6a80) while the setting
 * is off. The full mode (P2 0x01) needs the struct definitions first (INS 0x1A/0x1C/0x1E), which the
 * stand-in does not implement: it answers P2 0x01 as the app does when none were sent (0x6985).
 */
export async function signEip712Hashed(apdu: Apdu, app: AppContext): Promise<Uint8Array> {
  if (apdu.p1 !== 0) throw new ApduStatusError(StatusWord.incorrectP1P2, 'P1 not 0')
  if (apdu.p2 === 1) throw new ApduStatusError(StatusWord.rejected, 'no struct definitions were sent')
  if (apdu.p2 !== 0) throw new ApduStatusError(StatusWord.incorrectP1P2, 'P2 not 0 or 1')
  const { path, length } = readDerivationPath(apdu.data)
  const hashes = apdu.data.subarray(length)
  if (hashes.length !== 64) throw new ApduStatusError(StatusWord.incorrectData, 'two 32-byte hashes expected')
  const domain = hashes.subarray(0, 32)
  const message = hashes.subarray(32)
  requireBlindSigning(app, 'typedData', 'This message cannot be clear-signed')
  const approved = await app.review({
    kind: 'typedData',
    title: 'Sign typed message',
    screens: [
      { label: 'Domain hash', value: bytesToHex(domain) },
      { label: 'Message hash', value: bytesToHex(message) },
    ],
  })
  if (!approved) throw new ApduStatusError(StatusWord.rejected, 'typed message rejected')
  const digest = keccak256(concatBytes([Uint8Array.of(0x19, 0x01), domain, message]))
  const { parity, r, s } = await signDigest(app.keyAt(path), digest)
  return signatureResponse(27 + parity, r, s)
}
