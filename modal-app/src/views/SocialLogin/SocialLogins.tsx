import { type SocialProvider, socialNames, type TelegramPlatform } from '@airlock/shared-protocol'
import { useEffect, useState } from 'react'
import { loadEmbedded } from '../../embedded/embeddedId.js'
import { t } from '../../i18n/t.js'
import { SocialIcon } from './SocialIcon.js'
import { ownTelegramPlatform, socialsForPlatform } from './telegramRestrictions.js'

/** Icons that fit in the row under the first button; with more providers, the last place opens the rest. */
const ROW = 4

const connect = (provider: SocialProvider) => void loadEmbedded().then((m) => m.connectSocial(provider))

// No flex-1 here: in the column the wide buttons sit in, a flex basis of 0 would override h-12.
const tile =
  'flex h-12 shrink-0 items-center justify-center rounded-2xl bg-zinc-100 outline-none hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-50 dark:bg-zinc-800 dark:hover:bg-zinc-700'

/**
 * Connect's social logins in `features.socials` order, less those Telegram's in-app browser removes:
 * the first as a wide button, the next ones as a row of icons, and beyond a full row a "more" tile
 * that lists the rest by name.
 */
export function SocialLogins({
  providers,
  disabled,
}: {
  providers: readonly SocialProvider[]
  disabled: boolean
}) {
  const [more, setMore] = useState(false)
  // Inside Telegram's in-app browser, spec section 5's restrictions (read here, in this on-demand chunk),
  // from this frame's window or, where Telegram marks only the page's (iOS), from what the page told.
  const [hostPlatform, setHostPlatform] = useState<TelegramPlatform>()
  useEffect(() => {
    // Asked once per frame (usually answered already: the first open asks); loaded from here, so
    // the boot chunk lists none of it.
    void import('../../controllers/telegramHost.js')
      .then((m) => m.askTelegramHost())
      .then((host) => setHostPlatform(host?.platform))
  }, [])
  const platform = ownTelegramPlatform() ?? hostPlatform
  const [first, ...others] = socialsForPlatform(providers, platform)
  if (!first) return null
  const overflow = others.length > ROW
  const row = overflow ? others.slice(0, ROW - 1) : others
  const rest = overflow ? others.slice(ROW - 1) : []
  return (
    <div className="flex flex-col gap-2" data-testid="social-logins">
      <button
        type="button"
        data-testid={`social-${first}`}
        disabled={disabled}
        onClick={() => connect(first)}
        className={`${tile} gap-3 px-4 text-[15px] font-semibold`}
      >
        <SocialIcon provider={first} />
        {t('Continue with {name}', { name: socialNames[first] })}
      </button>
      {row.length > 0 ? (
        <div className="flex gap-2">
          {row.map((provider) => (
            <button
              key={provider}
              type="button"
              data-testid={`social-${provider}`}
              aria-label={t('Continue with {name}', { name: socialNames[provider] })}
              title={socialNames[provider]}
              disabled={disabled}
              onClick={() => connect(provider)}
              className={`${tile} flex-1`}
            >
              <SocialIcon provider={provider} size={22} />
            </button>
          ))}
          {overflow ? (
            <button
              type="button"
              data-testid="social-more"
              aria-label={t('More sign-in options')}
              aria-expanded={more}
              disabled={disabled}
              onClick={() => setMore(!more)}
              className={`${tile} flex-1 text-[18px] font-bold tracking-widest text-zinc-600 dark:text-zinc-300`}
            >
              ···
            </button>
          ) : null}
        </div>
      ) : null}
      {more ? (
        <div className="flex flex-col gap-2" data-testid="social-more-list">
          {rest.map((provider) => (
            <button
              key={provider}
              type="button"
              data-testid={`social-${provider}`}
              disabled={disabled}
              onClick={() => connect(provider)}
              className={`${tile} justify-start gap-3 px-4 text-[15px] font-semibold`}
            >
              <SocialIcon provider={provider} />
              {t('Continue with {name}', { name: socialNames[provider] })}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

export default SocialLogins
