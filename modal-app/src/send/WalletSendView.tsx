import { useEffect } from 'react'
import { ChevronIcon } from '../components/icons.js'
import { loadTokens } from '../controllers/account.js'
import { pushView } from '../controllers/navigation.js'
import { formatBalance, formatFiat, multiply } from '../lib/decimal.js'
import { useSend } from '../stores/sendStore.js'
import { useApp } from '../stores/useApp.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { currentCheck, estimateFee, setAmount, setMaxAmount, setReceiver } from './sendController.js'
import { formatSendFee } from './sendFee.js'

const field =
  'w-full rounded-xl border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-[15px] outline-none focus:border-[var(--al-accent)] dark:border-zinc-700 dark:bg-zinc-800'

/** Spec sections 3 and 5: token, amount (with max), receiver address or name; the button says what is missing. */
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
  const check = currentCheck()
  // An error is said once, under the field at fault; what is still to fill is said on the button.
  const problem = !check.ok && check.reason !== 'incomplete' ? check : undefined
  const messageAt = (field: 'amount' | 'receiver' | 'gas') =>
    problem?.field === field ? (
      <p
        id={`send-${field}-error`}
        data-testid="send-message"
        data-field={field}
        role="alert"
        className="text-[13px] font-medium text-red-600 dark:text-red-400"
      >
        {problem.message}
      </p>
    ) : null
  const invalid = (field: 'amount' | 'receiver') =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `send-${field}-error` } : {}

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
      <div className="rounded-2xl bg-zinc-100 p-3 dark:bg-zinc-800/80">
        <div className="flex items-center gap-2">
          <input
            data-testid="send-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-label="Amount"
            {...invalid('amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(',', '.'))}
            className="min-w-0 flex-1 bg-transparent text-[28px] font-semibold outline-none"
          />
          <button
            type="button"
            data-testid="send-select-token"
            onClick={() => pushView('WalletSendSelectToken')}
            className="flex shrink-0 items-center gap-2 rounded-full bg-white px-3 py-1.5 text-[14px] font-semibold shadow-sm outline-none focus-visible:ring-2 dark:bg-zinc-700"
          >
            {token ? <TokenIcon src={token.iconUrl} symbol={token.symbol} size={20} /> : null}
            {token?.symbol ?? 'Select token'}
            <ChevronIcon />
          </button>
        </div>
        <div className="mt-1 flex items-center justify-between text-[13px] text-zinc-500 dark:text-zinc-400">
          <span>{fiat}</span>
          {token ? (
            <span className="flex items-center gap-2">
              {formatBalance(token.quantity.numeric)} {token.symbol}
              <button
                type="button"
                data-testid="send-max"
                onClick={() => setMaxAmount()}
                className="font-semibold text-[var(--al-accent)] outline-none focus-visible:underline"
              >
                Max
              </button>
            </span>
          ) : null}
        </div>
      </div>
      {messageAt('amount')}
      <label className="flex flex-col gap-1 text-[13px] font-medium text-zinc-500 dark:text-zinc-400">
        To
        <input
          data-testid="send-receiver"
          autoComplete="off"
          spellCheck={false}
          placeholder={namespace === 'solana' ? 'Solana address' : 'Address or name'}
          {...invalid('receiver')}
          value={receiverText}
          onChange={(e) => void setReceiver(e.target.value)}
          className={field}
        />
      </label>
      {messageAt('receiver')}
      {receiverName && receiverAddress ? (
        <p data-testid="send-receiver-resolved" className="text-[12px] text-zinc-500 dark:text-zinc-400">
          {receiverName} → {receiverAddress}
        </p>
      ) : null}
      <p className="text-[12px] text-zinc-500 dark:text-zinc-400">
        {gasError ?? (fee ? `Network fee about ${fee}` : '')}
      </p>
      {messageAt('gas')}
      <button
        type="button"
        data-testid="send-preview"
        disabled={!check.ok}
        onClick={() => pushView('WalletSendPreview')}
        className="rounded-full bg-[var(--al-accent)] py-3 text-[15px] font-semibold text-white outline-none focus-visible:ring-2 disabled:opacity-50"
      >
        {check.ok || problem ? 'Preview Send' : check.message}
      </button>
    </div>
  )
}
