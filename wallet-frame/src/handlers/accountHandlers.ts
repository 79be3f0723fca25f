import type { AccountType } from '@airlock/shared-protocol'
import { chainBody } from '../api/userPath.js'
import type { WalletApi } from '../api/walletApi.js'
import type { FrameState, Handlers } from './handlerTypes.js'

type AccountEvent =
  | 'SWITCH_NETWORK'
  | 'GET_CHAIN_ID'
  | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
  | 'INIT_SMART_ACCOUNT'
  | 'SET_PREFERRED_ACCOUNT'
  | 'SYNC_DAPP_DATA'

/** Only http(s) and inline images are shown as the dApp's icon. */
const safeIcon = (url: string | undefined) =>
  url && /^(?:https?:\/\/|data:image\/(?:png|jpeg|gif|webp);)/i.test(url) ? url : undefined

/**
 * The chain (in memory, from the `chainId` query parameter on), the account type on it (the service
 * keeps the preference per chain and refuses a smart account where there are none, with its text),
 * and the dApp's data for the approval.
 */
export function accountHandlers(api: WalletApi, state: FrameState): Handlers<AccountEvent> {
  return {
    SWITCH_NETWORK({ chainId }) {
      state.chainId = chainId
      return { chainId }
    },
    GET_CHAIN_ID: () => ({ chainId: state.chainId }),
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      const { smartAccountEnabledNetworks } = await api.get<{ smartAccountEnabledNetworks: number[] }>(
        '/api/smart-account-networks',
      )
      return { smartAccountEnabledNetworks }
    },
    async INIT_SMART_ACCOUNT() {
      const { address, isDeployed } = await api.post<{ address: string; isDeployed: boolean }>(
        '/api/smart-account/init',
        chainBody(state.chainId),
      )
      return { address, isDeployed }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      const answer = await api.post<{ type: AccountType; address: string }>('/api/account-type', {
        ...chainBody(state.chainId),
        type,
      })
      return { type: answer.type, address: answer.address }
    },
    SYNC_DAPP_DATA({ metadata }) {
      state.dapp = metadata
        ? { name: metadata.name, url: metadata.url, icon: safeIcon(metadata.icons[0]) }
        : undefined
      return {}
    },
  }
}
