/**
 * The wallet search text as sent to the directory: trimmed.
 *
 * @example
 * import { normalizeWalletSearch } from '@airlock/shared-protocol'
 * normalizeWalletSearch('  meta ') // 'meta'
 */
export function normalizeWalletSearch(text: string): string {
  return typeof text === 'string' ? text.trim() : ''
}
