import { LaterTermsLinks as TermsLinks } from './laterTermsLinks.js'
import { setLegalAgreed, useLegalAgreed } from './legalConsent.js'

/** features.legalCheckbox: the visitor agrees to the app's terms before any wallet can be chosen. */
export function LegalCheckbox({
  terms,
  privacy,
}: {
  terms?: string | undefined
  privacy?: string | undefined
}) {
  const agreed = useLegalAgreed()
  return (
    <label
      data-testid="legal-checkbox"
      className="flex items-start gap-3 rounded-2xl border border-zinc-200 p-3 text-[13px] text-zinc-600 dark:border-zinc-700 dark:text-zinc-300"
    >
      <input
        type="checkbox"
        checked={agreed}
        onChange={(e) => setLegalAgreed(e.target.checked)}
        data-testid="legal-checkbox-input"
        className="mt-0.5 h-4 w-4 accent-[var(--al-accent)]"
      />
      <span>
        <TermsLinks terms={terms} privacy={privacy} checkbox />
      </span>
    </label>
  )
}
