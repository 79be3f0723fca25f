import { t } from './t.js'

/**
 * An error's text as the modal shows it: its translation when it is one of the catalogue's (marked
 * `msg` where it is made, in English, as it also goes to logs and the host), the spec's
 * 'HTTP status code: {n}' with its number, else as it came (a wallet's or a server's own words).
 */
export function shownError(message: string): string {
  const status = /^HTTP status code: (\d+)$/.exec(message)
  return status ? t('HTTP status code: {code}', { code: status[1] }) : t(message)
}
