/**
 * The status words the stand-in answers with, as the Ethereum app and the dashboard (BOLOS) send them in
 * the last two bytes of every response. Names follow `StatusCodes` of `@ledgerhq/errors`.
 */
export const StatusWord = {
  ok: 0x9000,
  /** Any command while the PIN screen is up. */
  locked: 0x5515,
  /** The dashboard (no app open) refusing an app's command, on recent firmware. */
  noAppOpen: 0x6511,
  /** An app with another class byte (Bitcoin, Solana...) refusing CLA 0xE0. */
  claNotSupported: 0x6e00,
  /** An app sharing CLA 0xE0 that lacks the instruction. */
  insNotSupported: 0x6d00,
  /** The user pressed "Reject" on the device. */
  rejected: 0x6985,
  /** Malformed data, or contract data while blind signing is off. */
  incorrectData: 0x6a80,
  incorrectP1P2: 0x6b00,
  wrongLength: 0x6700,
} as const

export type StatusWordValue = (typeof StatusWord)[keyof typeof StatusWord]

/** Thrown by a command handler to end the exchange with `status` and no data. */
export class ApduStatusError extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(`${reason} (0x${status.toString(16)})`)
    this.name = 'ApduStatusError'
  }
}
