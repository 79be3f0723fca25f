import { bytesToBigInt, concatBytes, hexToBytes } from 'viem'
import type { Apdu } from './apdu.js'
import type { AppContext, Screen } from './appContext.js'
import { readDerivationPath } from './derivationPath.js'
import { networkOf } from './networks.js'
import { ApduStatusError, StatusWord } from './statusWords.js'

/**
 * GET_ETH_PUBLIC_ADDRESS (INS 0x02). P1 0x01 shows the address for the user to verify; P2 0x01 adds the
 * chain code. An optional 8-byte chain id after the path names the network on the verify screen.
 * Response: 65 | public key | 40 | address as EIP-55 ASCII without 0x | chain code (32, on request).
 */
export async function getAddress(apdu: Apdu, app: AppContext): Promise<Uint8Array> {
  if (apdu.p1 > 1 || apdu.p2 > 1) throw new ApduStatusError(StatusWord.incorrectP1P2, 'P1/P2 not 0 or 1')
  const { path, length } = readDerivationPath(apdu.data)
  const rest = apdu.data.subarray(length)
  if (rest.length !== 0 && rest.length !== 8)
    throw new ApduStatusError(StatusWord.incorrectData, 'trailing bytes after the path')
  const key = app.keyAt(path)
  const address = key.account.address
  if (apdu.p1 === 1) {
    const screens: Screen[] = [{ label: 'Address', value: address }]
    if (rest.length === 8)
      screens.push({ label: 'Network', value: networkOf(Number(bytesToBigInt(rest))).name })
    const approved = await app.review({ kind: 'address', title: 'Verify Ethereum address', screens })
    if (!approved) throw new ApduStatusError(StatusWord.rejected, 'address rejected')
  }
  const publicKey = hexToBytes(key.publicKey)
  const ascii = new TextEncoder().encode(address.slice(2))
  const parts = [Uint8Array.of(publicKey.length), publicKey, Uint8Array.of(ascii.length), ascii]
  if (apdu.p2 === 1) parts.push(key.chainCode)
  return concatBytes(parts)
}
