import { useId } from 'react'
import { msg, t } from '../../i18n/t.js'
import { fullName, NAME_ZONE, registerName, typeName, useNames } from '../../names/nameRegistration.js'
import { GuardNotice } from '../../visibility/GuardNotice.js'
import { useClickGuard } from '../../visibility/useClickGuard.js'

const RULE = msg('At least 4 characters: letters, digits and hyphens.')

/** Spec section 2's RegisterAccountName: a name for the account, checked as it is typed. */
export function RegisterAccountNameView() {
  const input = useNames((s) => s.input)
  const availability = useNames((s) => s.availability)
  const suggestions = useNames((s) => s.suggestions)
  const error = useNames((s) => s.error)
  const hintId = useId()
  const name = fullName(input.trim())
  const hint =
    availability === 'checking'
      ? t('Checking…')
      : availability === 'available'
        ? t('{name} is available', { name })
        : availability === 'taken'
          ? t('{name} is taken', { name })
          : t(RULE)
  const register = useClickGuard<HTMLDivElement>()
  // Enter in the field signs too: it waits for the same guard as the button.
  const submit = register.guard(() => void registerName(input))
  return (
    <div className="flex flex-col gap-3 py-2" data-testid="register-name" data-availability={availability}>
      {/* A name and its zone read left to right, in a right-to-left text too. */}
      <div
        dir="ltr"
        className="flex items-center rounded-2xl bg-zinc-100 pe-4 focus-within:ring-2 focus-within:ring-[var(--al-accent)] dark:bg-zinc-800"
      >
        <input
          aria-label={t('Name')}
          placeholder={t('Choose a name')}
          data-testid="register-name-input"
          value={input}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={availability === 'invalid' || availability === 'taken' ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => typeName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && availability === 'available') submit()
          }}
          className="min-w-0 flex-1 bg-transparent px-4 py-3 text-[15px] outline-none"
        />
        <span className="text-[15px] text-zinc-600 dark:text-zinc-400">.{NAME_ZONE}</span>
      </div>
      <p
        id={hintId}
        data-testid="register-name-hint"
        aria-live="polite"
        className={`px-1 text-[13px] ${
          availability === 'available'
            ? 'text-emerald-700 dark:text-emerald-400'
            : availability === 'taken' || availability === 'invalid'
              ? 'text-red-600 dark:text-red-400'
              : 'text-zinc-600 dark:text-zinc-400'
        }`}
      >
        {hint}
      </p>
      {error ? (
        <p
          data-testid="register-name-error"
          role="alert"
          className="px-1 text-[13px] text-red-600 dark:text-red-400"
        >
          {'text' in error ? error.text : t(error.source, error.values)}
        </p>
      ) : null}
      {suggestions.length > 0 && availability === 'taken' ? (
        <div className="flex flex-wrap gap-2" data-testid="register-name-suggestions">
          {suggestions.map((s) => (
            <button
              key={s.name}
              type="button"
              data-testid="register-name-suggestion"
              onClick={() => typeName(s.name.split('.')[0] ?? '')}
              className="min-h-10 rounded-full bg-zinc-100 px-4 text-[13px] font-medium outline-none hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:bg-zinc-800 dark:hover:bg-zinc-700"
            >
              {s.name}
            </button>
          ))}
        </div>
      ) : null}
      <GuardNotice id={register.noticeId} action={t('Register')} shown={register.obscured} />
      <div ref={register.ref} className="flex flex-col">
        <button
          type="button"
          data-testid="register-name-submit"
          disabled={availability !== 'available' || !register.armed}
          aria-describedby={register.obscured ? register.noticeId : undefined}
          onClick={submit}
          className="rounded-2xl bg-[var(--al-accent)] py-3 text-[15px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
        >
          {t('Register')}
        </button>
      </div>
    </div>
  )
}

export default RegisterAccountNameView
