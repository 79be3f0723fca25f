import { socialNames } from '@airlock/shared-protocol'
import { useEffect } from 'react'
import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { connectSocial, openSocialWindow, stopSocialLogin } from '../../embedded/embeddedWallet.js'
import { msg, t } from '../../i18n/t.js'
import { useEmbedded } from '../../stores/embeddedStore.js'
import { Spinner } from '../ConnectingWalletConnect/Spinner.js'
import { SocialIcon } from './SocialIcon.js'

const hints = {
  opening: msg('Opening the sign-in window…'),
  open: msg('Finish signing in in the window that opened.'),
  blocked: msg('Your browser blocked the sign-in window.'),
  closed: msg('The sign-in window was closed before you finished.'),
  leaving: msg('Taking you to the sign-in page…'),
  back: msg('Finishing the sign-in…'),
} as const

/** A social login under way: the provider's window is open on the host page; its outcome shows here. */
export function ConnectingSocialView() {
  const social = useEmbedded((s) => s.social)
  const error = useEmbedded((s) => s.error)
  // Leaving the view ends the login's wait.
  useEffect(() => () => stopSocialLogin(), [])
  if (!social) return null
  const name = socialNames[social.provider]
  const reopen = social.uri !== undefined && (social.window === 'blocked' || social.window === 'closed')
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="connecting-social">
      <div className="relative flex h-20 w-20 items-center justify-center rounded-3xl bg-zinc-100 dark:bg-zinc-800">
        <SocialIcon provider={social.provider} size={40} />
        {error || reopen ? null : (
          <span className="absolute -end-1 -bottom-1">
            <Spinner size={20} />
          </span>
        )}
      </div>
      <ConnectingStatus
        error={error}
        title={t('Log in with {name}', { name })}
        hint={error ? undefined : t(hints[social.window])}
      />
      {error ? (
        <PrimaryButton testId="social-retry" onClick={() => void connectSocial(social.provider)}>
          {t('Try again')}
        </PrimaryButton>
      ) : reopen ? (
        <PrimaryButton testId="social-open" onClick={openSocialWindow}>
          {t('Open {name}', { name })}
        </PrimaryButton>
      ) : null}
    </div>
  )
}

export default ConnectingSocialView
