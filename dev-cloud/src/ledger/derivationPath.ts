import { ApduStatusError, StatusWord } from './statusWords.js'

// The Ethereum app refuses deeper paths (MAX_BIP32_PATH in app-ethereum).
const MAX_DEPTH = 10
const HARDENED = 0x80000000

export interface ReadPath {
  /** `m/44'/60'/0'/0/0` */
  path: string
  /** Bytes consumed: the depth byte and 4 per level. */
  length: number
}

/** Reads the path prefix every signing and address command starts with: depth, then uint32 BE levels. */
export function readDerivationPath(data: Uint8Array): ReadPath {
  const depth = data[0]
  if (depth === undefined || depth === 0 || depth > MAX_DEPTH || data.length < 1 + depth * 4)
    throw new ApduStatusError(StatusWord.incorrectData, 'bad derivation path')
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const levels: string[] = []
  for (let i = 0; i < depth; i++) {
    const level = view.getUint32(1 + i * 4)
    levels.push(level >= HARDENED ? `${level - HARDENED}'` : `${level}`)
  }
  return { path: `m/${levels.join('/')}`, length: 1 + depth * 4 }
}
