import { msg, t } from '../../i18n/t.js'

/** The directory's failures in the spec's words (section 8), kept English where they are made. */
const known = new Set<string>([
  // useDirectoryWallets' NO_ANSWER, when nothing answered.
  msg('Something went wrong'),
  msg('An error occurred'),
])
const HTTP_STATUS = /^HTTP status code: (\d+)$/

/**
 * A directory failure as a view shows it: the spec's texts in the visitor's language (the status
 * code kept), anything else (a browser's own words) as it is.
 */
export function directoryErrorText(error: string): string {
  const status = HTTP_STATUS.exec(error)?.[1]
  if (status) return t('HTTP status code: {status}', { status })
  return known.has(error) ? t(error) : error
}
