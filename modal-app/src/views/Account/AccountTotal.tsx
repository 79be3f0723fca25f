import { useEffect } from 'react'
import { AmountText } from '../../components/AmountText.js'
import { loadTokens, visibleTokens } from '../../controllers/account.js'
import { fiatParts, formatFiat } from '../../lib/decimal.js'
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
  // The cents are drawn lighter: the decimal sign and the digits after it, in the locale's format
  // ('$1,234.50', de '1.234,50 $'), whatever comes after them (a currency sign) as the rest.
  const parts = fiatParts(total)
  const cents = parts.findIndex((part) => part.type === 'decimal')
  const join = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('')
  const [whole, fraction, after] =
    cents < 0
      ? [text, '', '']
      : [join(parts.slice(0, cents)), join(parts.slice(cents, cents + 2)), join(parts.slice(cents + 2))]
  return (
    <AmountText
      testId="account-total"
      data={{ value: total }}
      text={text}
      maxSize={36}
      minSize={22}
      className="h-11 w-full shrink-0 text-center leading-[44px] font-semibold tracking-tight text-zinc-900 tabular-nums dark:text-zinc-50"
    >
      {/* An amount reads left to right inside right-to-left text. */}
      <span dir="ltr">
        {whole}
        <span className="text-zinc-500 dark:text-zinc-400">{fraction}</span>
        {after}
      </span>
    </AmountText>
  )
}
