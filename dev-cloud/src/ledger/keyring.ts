import { type Hex, hexToBytes } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { PathKey } from './appContext.js'

/** The device's seed: accounts derived on demand by path and kept. */
export function createKeyring(mnemonic: string) {
  const keys = new Map<string, PathKey>()
  return (path: string): PathKey => {
    const known = keys.get(path)
    if (known) return known
    const account = mnemonicToAccount(mnemonic, { path: path as `m/44'/60'/${string}` })
    const hdKey = account.getHdKey()
    if (!hdKey.chainCode) throw new Error(`no chain code at ${path}`)
    const key: PathKey = { account, publicKey: account.publicKey as Hex, chainCode: hdKey.chainCode }
    if (hexToBytes(key.publicKey).length !== 65) throw new Error('expected an uncompressed public key')
    keys.set(path, key)
    return key
  }
}
