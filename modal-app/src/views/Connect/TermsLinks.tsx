import { rich } from '../../i18n/rich.js'
import { t } from '../../i18n/t.js'
import { openUrl } from '../../lib/hostBridge.js'

/**
 * The sentence that points to the app's terms: "By connecting your wallet, you agree to our Terms of
 * Service and Privacy Policy" under the list, or "I agree to our …" beside the legal checkbox; each
 * document a link when the app gave its URL. One message per case, so a translation can order the
 * sentence as its language needs.
 */
export function TermsLinks({
  terms,
  privacy,
  checkbox = false,
}: {
  terms?: string | undefined
  privacy?: string | undefined
  checkbox?: boolean
}) {
  const text = checkbox
    ? terms && privacy
      ? t('I agree to our <0>Terms of Service</0> and <1>Privacy Policy</1>')
      : terms
        ? t('I agree to our <0>Terms of Service</0>')
        : t('I agree to our <1>Privacy Policy</1>')
    : terms && privacy
      ? t('By connecting your wallet, you agree to our <0>Terms of Service</0> and <1>Privacy Policy</1>')
      : terms
        ? t('By connecting your wallet, you agree to our <0>Terms of Service</0>')
        : t('By connecting your wallet, you agree to our <1>Privacy Policy</1>')
  const link = (url: string | undefined, testId: string) => (label: string) => (
    <button type="button" data-testid={testId} className="underline" onClick={() => url && openUrl(url)}>
      {label}
    </button>
  )
  return <>{rich(text, [link(terms, 'terms-link'), link(privacy, 'privacy-link')])}</>
}
