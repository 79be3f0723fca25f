import { useEffect } from 'react'
import { useApp } from '../stores/useApp.js'
import { openOnRamp } from './onrampController.js'

/**
 * Each Buy view loads the options for the account and chain on screen: one opened on its own (the
 * host's open({ view })) has none yet, and another account or chain starts a fresh form.
 */
export function useOnrampOpened() {
  const caip = useApp((s) => s.activeNetwork?.caipNetworkId)
  const address = useApp((s) => s.address)
  useEffect(() => {
    if (caip && address) void openOnRamp()
  }, [caip, address])
}
