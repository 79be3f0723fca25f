import { useEffect, useId } from 'react'
import { AmountInput } from '../components/AmountInput.js'
import { ChevronIcon } from '../components/icons.js'
import { textButtonHitBox } from '../components/textButton.js'
import { loadTokens } from '../controllers/account.js'
import { pushView } from '../controllers/navigation.js'
import { rich } from '../i18n/rich.js'
import { t } from '../i18n/t.js'
import { formatBalanceShown, formatFiat, multiply } from '../lib/decimal.js'
import { useSend } from '../stores/sendStore.js'
import { useApp } from '../stores/useApp.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { currentProblems, estimateFee, setAmount, setMaxAmount, setReceiver } from './sendController.js'
import { feeErrorText, formatSendFee } from './sendFee.js'
import type { SendField } from './sendValidation.js'

const field =
  'w-full rounded-xl border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-[15px] text-zinc-900 outline-none focus:border-[var(--al-accent)] aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-100 dark:aria-invalid:border-red-400'

/**
 * Spec sections 3 and 5: token, amount (with max), receiver address or name. Each field's error is
 * said under that field, inside its own box (issue 36: the amount's showed above the receiver's
 * label); what is still to fill is said on the button.
 */
export default function WalletSendView() {
  const token = useSend((s) => s.token)
  const amount = useSend((s) => s.sendTokenAmount)
  const receiverText = useSend((s) => s.receiverText)
  const receiverName = useSend((s) => s.receiverProfileName)
  const receiverAddress = useSend((s) => s.receiverAddress)
  const gasPrice = useSend((s) => s.gasPrice)
  const gasPriceInUSD = useSend((s) => s.gasPriceInUSD)
  const gasError = useSend((s) => s.gasError)
  // Solana: the fee in SOL, and the receiver is an address (no names).
  const namespace = useApp((s) => s.activeNetwork?.chainNamespace)
  const fee = formatSendFee(namespace, gasPrice, gasPriceInUSD)
  // Re-check on every change of the fields the check reads.
  useSend((s) => s.networkBalanceInUSD)
  useSend((s) => s.receiverPending)
  const problems = currentProblems()
  const errors = problems.filter((p) => p.reason !== 'incomplete')
  const todo = problems.find((p) => p.reason === 'incomplete')
  const receiverId = useId()
  const problemAt = (at: SendField) => errors.find((p) => p.field === at)
  const messageAt = (at: 'amount' | 'receiver' | 'gas', className = '') => {
    const problem = problemAt(at)
    return problem ? (
      <p
        id={`send-${at}-error`}
        data-testid="send-message"
        data-field={at}
        role="alert"
        className={`text-[13px] font-medium text-red-600 dark:text-red-400 ${className}`}
      >
        {t(problem.message)}
      </p>
    ) : null
  }
  const invalid = (at: 'amount' | 'receiver') =>
    problemAt(at) ? { 'aria-invalid': true, 'aria-describedby': `send-${at}-error` } : {}

  useEffect(() => {
    void loadTokens()
  }, [])
  // The fee depends on the receiver for token sends; estimate again once it is known.
  useEffect(() => {
    if (receiverAddress) void estimateFee()
  }, [receiverAddress])

  let fiat = ''
  try {
    if (token?.price !== undefined && amount) fiat = formatFiat(multiply(amount, token.price))
  } catch {
    fiat = ''
  }

  return (
    <div className="flex flex-col gap-3">
      <div data-testid="send-amount-box" className="rounded-2xl bg-zinc-100 p-3 dark:bg-zinc-800/80">
        <div className="flex items-center gap-2">
          <AmountInput
            testId="send-amount"
            aria-label={t('Amount')}
            {...invalid('amount')}
            value={amount}
            onAmount={setAmount}
          />
          <button
            type="button"
            data-testid="send-select-token"
            onClick={() => pushView('WalletSendSelectToken')}
            className="relative flex h-10 shrink-0 items-center gap-2 rounded-full bg-white px-3 text-[14px] font-semibold shadow-sm outline-none focus-visible:ring-2 dark:bg-zinc-700"
          >
            {token ? <TokenIcon src={token.iconUrl} symbol={token.symbol} size={20} /> : null}
            {token?.symbol ?? t('Select token')}
            {/* It leads to the token list: it points the way the text reads (the icon mirrors itself). */}
            <ChevronIcon />
          </button>
        </div>
        <div className="mt-1 flex items-center justify-between gap-2 text-[13px] text-zinc-600 dark:text-zinc-400">
          <span dir="ltr" className="min-w-0 truncate">
            {fiat}
          </span>
          {token ? (
            <span className="flex min-w-0 items-center gap-2">
              <span dir="ltr" className="truncate">
                {formatBalanceShown(token.quantity.numeric)} {token.symbol}
              </span>
              <button
                type="button"
                data-testid="send-max"
                onClick={() => setMaxAmount()}
                className={`${textButtonHitBox} font-semibold text-[var(--al-accent-text)] outline-none focus-visible:underline`}
              >
                {t('Max')}
              </button>
            </span>
          ) : null}
        </div>
        {messageAt('amount', 'mt-2')}
      </div>
      <div data-testid="send-receiver-box" className="flex flex-col gap-1">
        <label htmlFor={receiverId} className="text-[13px] font-medium text-zinc-600 dark:text-zinc-400">
          {t('To')}
        </label>
        <input
          id={receiverId}
          data-testid="send-receiver"
          autoComplete="off"
          spellCheck={false}
          placeholder={namespace === 'solana' ? t('Solana address') : t('Address or name')}
          {...invalid('receiver')}
          value={receiverText}
          onChange={(e) => void setReceiver(e.target.value)}
          className={field}
        />
        {messageAt('receiver')}
        {receiverName && receiverAddress ? (
          <p
            data-testid="send-receiver-resolved"
            dir="ltr"
            className="truncate text-[12px] text-zinc-600 dark:text-zinc-400"
          >
            {receiverName} → {receiverAddress}
          </p>
        ) : null}
      </div>
      <p className="text-[12px] text-zinc-600 dark:text-zinc-400">
        {gasError
          ? feeErrorText(gasError)
          : fee
            ? rich(t('Network fee about <0>{fee}</0>', { fee }), [(text) => <bdi dir="ltr">{text}</bdi>])
            : ''}
      </p>
      {messageAt('gas')}
      <button
        type="button"
        data-testid="send-preview"
        disabled={problems.length > 0}
        onClick={() => pushView('WalletSendPreview')}
        className="rounded-full bg-[var(--al-accent)] py-3 text-[15px] font-semibold text-white outline-none focus-visible:ring-2 disabled:opacity-50"
      >
        {todo ? t(todo.message) : t('Preview Send')}
      </button>
    </div>
  )
}
