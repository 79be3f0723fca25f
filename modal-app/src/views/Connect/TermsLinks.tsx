import { openUrl } from '../../lib/hostBridge.js'

/** "Terms of Service and Privacy Policy", each a link when the app gave its URL. */
export function TermsLinks({ terms, privacy }: { terms?: string | undefined; privacy?: string | undefined }) {
  return (
    <>
      {terms ? (
        <button type="button" className="underline" onClick={() => openUrl(terms)}>
          Terms of Service
        </button>
      ) : null}
      {terms && privacy ? ' and ' : null}
      {privacy ? (
        <button type="button" className="underline" onClick={() => openUrl(privacy)}>
          Privacy Policy
        </button>
      ) : null}
    </>
  )
}
