import { AmountText } from '../components/AmountText.js'
import { goBack } from '../controllers/navigation.js'
import { t } from '../i18n/t.js'
import { formatFiat, multiply } from '../lib/decimal.js'
import { truncateAddress } from '../lib/format.js'
import { useSend } from '../stores/sendStore.js'
import { useApp } from '../stores/useApp.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { GuardNotice } from '../visibility/GuardNotice.js'
import { useClickGuard } from '../visibility/useClickGuard.js'
import { sendNow } from './sendController.js'
import { formatSendFee } from './sendFee.js'

/** What will be sent, to whom, on which network and for about what fee; then the wallet is asked. */
export default function WalletSendPreviewView() {
  const token = useSend((s) => s.token)
  const amount = useSend((s) => s.sendTokenAmount)
  const receiver = useSend((s) => s.receiverAddress)
  const receiverName = useSend((s) => s.receiverProfileName)
  const fee = useSend((s) => s.gasPriceInUSD)
  const lamports = useSend((s) => s.gasPrice)
  const sending = useSend((s) => s.sending)
  const network = useApp((s) => s.activeNetwork)
  const send = useClickGuard<HTMLDivElement>()
  if (!token || !receiver) return null
  let fiat = ''
  try {
    fiat = token.price !== undefined ? formatFiat(multiply(amount, token.price)) : ''
  } catch {
    fiat = ''
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col items-center gap-1 rounded-2xl bg-zinc-100 py-4 dark:bg-zinc-800/80">
        <TokenIcon src={token.iconUrl} symbol={token.symbol} size={44} />
        <div dir="ltr" className="w-full">
          <AmountText
            testId="send-preview-amount"
            text={`${amount} ${token.symbol}`}
            maxSize={22}
            minSize={15}
            className="w-full px-3 text-center font-semibold"
          />
        </div>
        <p dir="ltr" className="text-[13px] text-zinc-600 dark:text-zinc-400">
          {fiat}
        </p>
      </div>
      <dl className="flex flex-col gap-2 rounded-2xl border border-zinc-200 p-3 text-[14px] dark:border-zinc-700">
        <div className="flex justify-between gap-2">
          <dt className="text-zinc-600 dark:text-zinc-400">{t('To')}</dt>
          {/* The name first (issue 36: the review showed bob.airlock's address only), the address under it. */}
          <dd className="flex min-w-0 flex-col items-end">
            <span
              data-testid="send-preview-receiver"
              data-address={receiver}
              dir="ltr"
              className="max-w-full truncate"
            >
              {receiverName ?? truncateAddress(receiver)}
            </span>
            {receiverName ? (
              <span dir="ltr" className="text-[12px] text-zinc-600 dark:text-zinc-400">
                {truncateAddress(receiver)}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-zinc-600 dark:text-zinc-400">{t('Network')}</dt>
          <dd>{network?.name}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-zinc-600 dark:text-zinc-400">{t('Network fee')}</dt>
          <dd data-testid="send-preview-fee" dir="ltr">
            {formatSendFee(network?.chainNamespace, lamports, fee) ?? '—'}
          </dd>
        </div>
      </dl>
      <GuardNotice id={send.noticeId} action={t('Send')} shown={send.obscured} />
      <div ref={send.ref} className="flex gap-2">
        <button
          type="button"
          onClick={goBack}
          className="flex-1 rounded-full bg-zinc-100 py-3 text-[15px] font-semibold outline-none focus-visible:ring-2 dark:bg-zinc-800"
        >
          {t('Cancel')}
        </button>
        <button
          type="button"
          data-testid="send-confirm"
          disabled={sending || !send.armed}
          aria-describedby={send.obscured ? send.noticeId : undefined}
          onClick={send.guard(() => void sendNow())}
          className="flex-1 rounded-full bg-[var(--al-accent)] py-3 text-[15px] font-semibold text-white outline-none focus-visible:ring-2 disabled:opacity-50"
        >
          {sending ? t('Sending…') : t('Send')}
        </button>
      </div>
    </div>
  )
}
