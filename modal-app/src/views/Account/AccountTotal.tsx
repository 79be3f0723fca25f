import { useEffect } from 'react'
import { AmountText } from '../../components/AmountText.js'
import { loadTokens, visibleTokens } from '../../controllers/account.js'
import { formatFiat } from '../../lib/decimal.js'
import { useAccount } from '../../stores/accountStore.js'
import { portfolioTotal } from './portfolioTotal.js'

/**
 * The portfolio's worth in USD, the largest figure of the Account view (issue 36: the balance was
 * weaker than the address; AppKit leads with the total, cents smaller). Nothing while the tokens
 * cannot be read: the Tokens tab says why, once.
 */
export default function AccountTotal() {
  const tokens = useAccount((s) => s.tokens)
  const failed = useAccount((s) => s.tokensError !== undefined)
  useEffect(() => {
    void loadTokens()
  }, [])
  if (!tokens && failed) return null
  if (!tokens)
    return (
      <p data-testid="account-total" data-state="loading" className="flex h-11 shrink-0 items-center">
        <span className="inline-block h-8 w-32 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-700" />
      </p>
    )
  const total = portfolioTotal(visibleTokens(tokens))
  const text = formatFiat(total)
  const point = text.lastIndexOf('.')
  return (
    <AmountText
      testId="account-total"
      data={{ value: total }}
      text={text}
      maxSize={36}
      minSize={22}
      className="h-11 w-full shrink-0 text-center leading-[44px] font-semibold tracking-tight text-zinc-900 tabular-nums dark:text-zinc-50"
    >
      {text.slice(0, point)}
      <span className="text-zinc-500 dark:text-zinc-400">{text.slice(point)}</span>
    </AmountText>
  )
}
