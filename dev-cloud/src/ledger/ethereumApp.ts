import type { Apdu } from './apdu.js'
import type { AppContext } from './appContext.js'
import { getAddress } from './getAddress.js'
import { signEip712Hashed } from './signEip712Hashed.js'
import { startPersonalMessage } from './signPersonalMessage.js'
import { startTransaction } from './signTransaction.js'
import { ApduStatusError, StatusWord } from './statusWords.js'

export const CLA_ETHEREUM = 0xe0
const FIRST_CHUNK = 0x00
const NEXT_CHUNK = 0x80

type Stream = { take(chunk: Uint8Array | undefined, app: AppContext): Promise<Uint8Array | undefined> }

/** Flags of GET_APP_CONFIGURATION's first byte, as hw-app-eth reads them. */
const FLAG_BLIND_SIGNING = 0x01

/**
 * The Ethereum app's command dispatch (CLA 0xE0). Chunked commands keep one stream open between APDUs;
 * a new first chunk replaces it, a following chunk without one is refused (0x6985), any error ends it.
 */
export function createEthereumApp(version: string) {
  let open: { ins: number; stream: Stream } | undefined

  async function chunked(apdu: Apdu, app: AppContext, start: (data: Uint8Array) => Stream) {
    if (apdu.p2 !== 0) throw new ApduStatusError(StatusWord.incorrectP1P2, 'P2 not 0')
    if (apdu.p1 === FIRST_CHUNK) {
      open = { ins: apdu.ins, stream: start(apdu.data) }
      return step(app, undefined)
    }
    if (apdu.p1 !== NEXT_CHUNK) throw new ApduStatusError(StatusWord.incorrectP1P2, 'P1 not 0x00 or 0x80')
    if (open?.ins !== apdu.ins) throw new ApduStatusError(StatusWord.rejected, 'no signature in progress')
    return step(app, apdu.data)
  }

  async function step(app: AppContext, chunk: Uint8Array | undefined): Promise<Uint8Array> {
    const stream = open?.stream
    if (!stream) throw new ApduStatusError(StatusWord.rejected, 'no signature in progress')
    const result = await stream.take(chunk, app)
    if (!result) return new Uint8Array()
    open = undefined
    return result
  }

  return {
    /** Forgets a half-received command (the device was locked or the app closed). */
    reset() {
      open = undefined
    },
    async handle(apdu: Apdu, app: AppContext): Promise<Uint8Array> {
      if (apdu.cla !== CLA_ETHEREUM) throw new ApduStatusError(StatusWord.claNotSupported, 'CLA not 0xE0')
      try {
        switch (apdu.ins) {
          case 0x02:
            return await getAddress(apdu, app)
          case 0x04:
            return await chunked(apdu, app, startTransaction)
          case 0x06:
            if (apdu.p1 !== 0 || apdu.p2 !== 0)
              throw new ApduStatusError(StatusWord.incorrectP1P2, 'P1/P2 not 0')
            return Uint8Array.of(
              app.blindSigning() ? FLAG_BLIND_SIGNING : 0,
              ...version.split('.').map(Number),
            )
          case 0x08:
            return await chunked(apdu, app, startPersonalMessage)
          case 0x0c:
            return await signEip712Hashed(apdu, app)
          default:
            throw new ApduStatusError(StatusWord.insNotSupported, 'INS not supported')
        }
      } catch (error) {
        if (apdu.ins === 0x04 || apdu.ins === 0x08) open = undefined
        throw error
      }
    },
  }
}
