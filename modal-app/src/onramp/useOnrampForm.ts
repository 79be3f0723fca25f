import { useAccount } from '../stores/accountStore.js'
import { useApp } from '../stores/useApp.js'
import { formFacts } from './onrampController.js'
import { tokenImageUrl } from './onrampImages.js'
import { useOnramp } from './onrampStore.js'

/** The Buy form's state with what follows from it (limits, the amount's check, the token and provider). */
export function useOnrampForm() {
  const state = useOnramp((s) => s)
  // The chain decides which tokens are offered: a switch re-derives them.
  useApp((s) => s.activeNetwork?.caipNetworkId)
  const portfolio = useAccount((s) => s.tokens)
  const facts = formFacts(state)
  // The portfolio's icon when the account holds the token, else the cloud's image of its symbol.
  const iconOf = (symbol: string) =>
    portfolio?.find((t) => t.symbol === symbol)?.iconUrl ?? tokenImageUrl(symbol)
  return { ...state, ...facts, iconOf }
}
