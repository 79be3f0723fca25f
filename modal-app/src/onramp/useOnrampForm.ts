import { useAccount } from '../stores/accountStore.js'
import { useApp } from '../stores/useApp.js'
import { formFacts } from './onrampController.js'
import { useOnramp } from './onrampStore.js'

/** The Buy form's state with what follows from it (limits, the amount's check, the token and provider). */
export function useOnrampForm() {
  const state = useOnramp((s) => s)
  // The chain decides which tokens are offered: a switch re-derives them.
  useApp((s) => s.activeNetwork?.caipNetworkId)
  const portfolio = useAccount((s) => s.tokens)
  const facts = formFacts(state)
  const iconOf = (symbol: string) => portfolio?.find((t) => t.symbol === symbol)?.iconUrl ?? null
  return { ...state, ...facts, iconOf }
}
