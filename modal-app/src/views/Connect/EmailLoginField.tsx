import { useId } from 'react'
import { loadEmbedded } from '../../embedded/embeddedId.js'
import { t } from '../../i18n/t.js'
import { embeddedStore, useEmbedded } from '../../stores/embeddedStore.js'

/**
 * Connect's email login (spec section 1: the email field comes first unless a browser wallet is
 * usable). Focusing it loads the wallet frame, so the first request does not wait for it.
 */
export function EmailLoginField({ disabled }: { disabled: boolean }) {
  const email = useEmbedded((s) => s.email)
  const busy = useEmbedded((s) => s.busy)
  const error = useEmbedded((s) => s.error)
  const errorId = useId()
  const submit = () => void loadEmbedded().then((m) => m.connectEmail(email))
  return (
    // Not a <form>: the modal's sandbox has no allow-forms, so Chromium blocks a submit before its event.
    <div className={`flex flex-col gap-1 ${disabled ? 'opacity-50' : ''}`} data-testid="email-login">
      <div className="flex items-center gap-2 rounded-2xl bg-zinc-100 p-1 ps-3 focus-within:ring-2 focus-within:ring-[var(--al-accent)] dark:bg-zinc-800">
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-label={t('Email')}
          placeholder={t('Email')}
          data-testid="email-input"
          value={email}
          disabled={disabled}
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => void loadEmbedded().then((m) => m.walletFrame())}
          onChange={(event) => embeddedStore.setState({ email: event.target.value, error: undefined })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !busy) submit()
          }}
          className="h-10 min-w-0 flex-1 bg-transparent text-[15px] outline-none placeholder:text-zinc-500"
        />
        <button
          type="button"
          onClick={submit}
          data-testid="email-submit"
          disabled={disabled || busy || !email.trim()}
          className="h-10 rounded-xl bg-[var(--al-accent)] px-3 text-[13px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
        >
          {busy ? 'Sending…' : 'Continue'}
        </button>
      </div>
      {error ? (
        <p
          id={errorId}
          data-testid="email-error"
          role="alert"
          className="px-3 text-[13px] text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}

export default EmailLoginField
