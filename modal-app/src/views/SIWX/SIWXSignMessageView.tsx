import { WalletImage } from '../../components/WalletImage.js'
import { t } from '../../i18n/t.js'
import { cancelSiwx, signIn } from '../../siwx/siwxFlow.js'
import { siwxText, siwxTexts } from '../../siwx/siwxTexts.js'
import { useApp } from '../../stores/useApp.js'
import { GuardNotice } from '../../visibility/GuardNotice.js'
import { useClickGuard } from '../../visibility/useClickGuard.js'

/**
 * Spec section 2's SIWXSignMessage: the app asks the connected account to sign in; Sign asks the
 * wallet for the signature, Cancel disconnects when sign-in is required, else closes.
 */
export function SIWXSignMessageView() {
  const app = useApp((s) => s.options?.metadata)
  const wallet = useApp((s) => s.walletInfo)
  const state = useApp((s) => s.siwx)
  const error = useApp((s) => s.siwxError)
  const required = useApp((s) => s.options?.siwx?.required === true)
  const signing = state === 'signing'
  const sign = useClickGuard<HTMLDivElement>()
  const name = app?.name
  return (
    <div
      className="flex flex-col items-center gap-4 py-4 text-center"
      data-testid="siwx-sign"
      data-state={state}
    >
      <div className="flex items-center -space-x-3" aria-hidden="true">
        <WalletImage src={app?.icons[0]} name={name ?? t('This app')} size={56} />
        <WalletImage src={wallet?.icon} name={wallet?.name ?? t('Wallet')} size={56} />
      </div>
      <p className="text-[16px] font-semibold">
        {name === undefined
          ? t('This app needs to connect to your wallet')
          : t('{name} needs to connect to your wallet', { name })}
      </p>
      <p className="text-[14px] text-zinc-600 dark:text-zinc-400">
        {t(
          'Sign this message to prove you own this wallet and proceed.{required, select, yes { Canceling will disconnect you.} other {}}',
          { required: required ? 'yes' : 'no' },
        )}
      </p>
      {error ? (
        <p data-testid="siwx-error" role="alert" className="text-[13px] text-red-600 dark:text-red-400">
          {siwxText(error)}
        </p>
      ) : (
        <p className="text-[13px] text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {signing ? t(siwxTexts.authenticating) : ''}
        </p>
      )}
      <GuardNotice id={sign.noticeId} action={t('Sign')} shown={sign.obscured} />
      <div ref={sign.ref} className="flex w-full gap-2">
        <button
          type="button"
          data-testid="siwx-cancel"
          disabled={signing}
          onClick={() => void cancelSiwx()}
          className="flex-1 rounded-2xl bg-zinc-100 py-3 text-[15px] font-semibold outline-none hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-50 dark:bg-zinc-800 dark:hover:bg-zinc-700"
        >
          {t('Cancel')}
        </button>
        <button
          type="button"
          data-testid="siwx-sign-button"
          disabled={signing || !sign.armed}
          aria-describedby={sign.obscured ? sign.noticeId : undefined}
          onClick={sign.guard(() => void signIn())}
          className="flex-1 rounded-2xl bg-[var(--al-accent)] py-3 text-[15px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
        >
          {signing ? t('Signing…') : t('Sign')}
        </button>
      </div>
    </div>
  )
}

export default SIWXSignMessageView
