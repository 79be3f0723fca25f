import { bytesToHex, concatBytes, hashMessage } from 'viem'
import type { AppContext } from './appContext.js'
import { readDerivationPath } from './derivationPath.js'
import { signatureResponse } from './signature.js'
import { signDigest } from './signatureParts.js'
import { ApduStatusError, StatusWord } from './statusWords.js'

// The stand-in buffers the message to sign it; the device hashes as it streams.
const MAX_MESSAGE = 64 * 1024

/**
 * SIGN_ETH_PERSONAL_MESSAGE (INS 0x08) as a stream: the first chunk carries the path and the message's
 * length (uint32 BE), the rest of the message follows (P1 0x80). Signs EIP-191's
 * `"\x19Ethereum Signed Message:\n" + length + message`; v is 27 + parity. The message is shown as text
 * when it is printable ASCII, else as hex.
 */
export function startPersonalMessage(first: Uint8Array) {
  const { path, length } = readDerivationPath(first)
  if (first.length < length + 4) throw new ApduStatusError(StatusWord.incorrectData, 'no message length')
  const total = new DataView(first.buffer, first.byteOffset + length, 4).getUint32(0)
  if (total > MAX_MESSAGE) throw new ApduStatusError(StatusWord.incorrectData, 'message too long')
  let received: Uint8Array = first.slice(length + 4)
  return {
    async take(chunk: Uint8Array | undefined, app: AppContext): Promise<Uint8Array | undefined> {
      if (chunk) received = concatBytes([received, chunk])
      if (received.length > total)
        throw new ApduStatusError(StatusWord.incorrectData, 'message longer than announced')
      if (received.length < total) return undefined
      const approved = await app.review({
        kind: 'message',
        title: 'Sign message',
        screens: [{ label: 'Message', value: displayed(received) }],
      })
      if (!approved) throw new ApduStatusError(StatusWord.rejected, 'message rejected')
      const { parity, r, s } = await signDigest(app.keyAt(path), hashMessage({ raw: received }))
      return signatureResponse(27 + parity, r, s)
    },
  }
}

function displayed(message: Uint8Array): string {
  const printable = message.every((byte) => (byte >= 0x20 && byte < 0x7f) || byte === 0x0a)
  return printable ? new TextDecoder().decode(message) : bytesToHex(message)
}
