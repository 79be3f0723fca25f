import { mnemonicToSeedSync } from '@scure/bip39'
import type { Hex } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'
import type { PathKey } from './appContext.js'

/** The device's seed: the master key derived once (PBKDF2 is slow), accounts on demand by path and kept. */
export function createKeyring(mnemonic: string) {
  const master = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  const keys = new Map<string, PathKey>()
  return (path: string): PathKey => {
    const known = keys.get(path)
    if (known) return known
    const account = hdKeyToAccount(master, { path: path as `m/44'/60'/${string}` })
    const { chainCode } = account.getHdKey()
    if (!chainCode) throw new Error(`no chain code at ${path}`)
    const key: PathKey = { account, publicKey: account.publicKey as Hex, chainCode }
    keys.set(path, key)
    return key
  }
}
