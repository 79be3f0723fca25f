import { preloadView } from '../components/loadViews.js'
import { appStore } from '../stores/appStore.js'

const loadFlow = () => import('./siwxFlow.js')

/**
 * With a SIWX config in the options: every connected account and chain is checked for a session
 * (the flow loads only then), and a disconnect signs out when the app asks for it.
 */
export function watchSiwx() {
  if (!appStore.getState().options?.siwx) return
  // Fetched now, not on connect: the sign-in view follows the connection without waiting for code.
  void loadFlow()
  void preloadView((views) => views.SIWXSignMessageView)
  const key = () => {
    const { status, address, activeNetwork } = appStore.getState()
    return status === 'connected' && address ? `${activeNetwork?.caipNetworkId}|${address}` : undefined
  }
  let last = key()
  if (last) void loadFlow().then((m) => m.checkSiwx())
  appStore.subscribe(() => {
    const next = key()
    if (next === last) return
    const previous = last
    last = next
    if (next) void loadFlow().then((m) => m.checkSiwx())
    else if (previous) {
      const [chainId = '', address = ''] = previous.split('|')
      void loadFlow().then((m) => m.signOutSiwx(chainId, address))
    }
  })
}
