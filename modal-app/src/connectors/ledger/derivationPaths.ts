import { BaseError } from '@airlock/shared-protocol'
import { msg } from '../../i18n/t.js'

/** The derivation path schemes a Ledger user may have used elsewhere, each with its account index. */
export type LedgerPathScheme = 'ledgerLive' | 'legacy' | 'bip44'

export interface LedgerPathSchemeInfo {
  /** The scheme's name in the picker, a source text (`t(label)` when rendering). */
  label: string
  pathAt(index: number): string
}

export const ledgerPathSchemes: Record<LedgerPathScheme, LedgerPathSchemeInfo> = {
  /** Ledger Live moves the account level. */
  ledgerLive: { label: msg('Ledger Live'), pathAt: (index) => `m/44'/60'/${index}'/0/0` },
  /** MyEtherWallet and MyCrypto's old default, one level short of BIP-44. */
  legacy: { label: msg('Legacy (MEW / MyCrypto)'), pathAt: (index) => `m/44'/60'/0'/${index}` },
  /** BIP-44 moving the address index (MetaMask's own accounts). */
  bip44: { label: msg('BIP44'), pathAt: (index) => `m/44'/60'/0'/0/${index}` },
}

export const LEDGER_PAGE_SIZE = 5
// A hardened level tops out at 2^31 - 1.
const MAX_INDEX = 0x7fffffff

export interface LedgerPathEntry {
  index: number
  path: string
}

/**
 * The paths of one page of accounts (5 a page) in a scheme.
 * @example
 * import { pagePaths } from './derivationPaths.js'
 * pagePaths('ledgerLive', 1)[0] // { index: 5, path: "m/44'/60'/5'/0/0" }
 */
export function pagePaths(scheme: LedgerPathScheme, page: number): LedgerPathEntry[] {
  const info = ledgerPathSchemes[scheme]
  if (!info) throw new BaseError(`Unknown derivation path scheme: ${String(scheme)}`)
  const first = page * LEDGER_PAGE_SIZE
  if (!Number.isSafeInteger(page) || page < 0 || first + LEDGER_PAGE_SIZE - 1 > MAX_INDEX)
    throw new BaseError(`Invalid account page: ${String(page)}`)
  return Array.from({ length: LEDGER_PAGE_SIZE }, (_, offset) => ({
    index: first + offset,
    path: info.pathAt(first + offset),
  }))
}
