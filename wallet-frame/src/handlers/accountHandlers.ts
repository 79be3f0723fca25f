import type { EmbeddedUser } from '@airlock/shared-protocol'
import { FrameError, frameMessages } from '../api/frameError.js'
import type { WalletApi } from '../api/walletApi.js'
import type { FrameState, Handlers } from './handlerTypes.js'

type AccountEvent =
  | 'SWITCH_NETWORK'
  | 'GET_CHAIN_ID'
  | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
  | 'INIT_SMART_ACCOUNT'
  | 'SET_PREFERRED_ACCOUNT'
  | 'SYNC_DAPP_DATA'

const noSmartAccounts = () => {
  throw new FrameError(frameMessages.NO_SMART_ACCOUNTS)
}

/** Only http(s) and inline images are shown as the dApp's icon. */
const safeIcon = (url: string | undefined) =>
  url && /^(?:https?:\/\/|data:image\/(?:png|jpeg|gif|webp);)/i.test(url) ? url : undefined

/**
 * The chain (in memory, from the `chainId` query parameter on), the account type (EOAs only so far),
 * and the dApp's data for the approval.
 */
export function accountHandlers(api: WalletApi, state: FrameState): Handlers<AccountEvent> {
  return {
    SWITCH_NETWORK({ chainId }) {
      state.chainId = chainId
      return { chainId }
    },
    GET_CHAIN_ID: () => ({ chainId: state.chainId }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    INIT_SMART_ACCOUNT: noSmartAccounts,
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') noSmartAccounts()
      const { address } = await api.get<EmbeddedUser>('/api/user')
      return { type: 'eoa', address }
    },
    SYNC_DAPP_DATA({ metadata }) {
      state.dapp = metadata
        ? { name: metadata.name, url: metadata.url, icon: safeIcon(metadata.icons[0]) }
        : undefined
      return {}
    },
  }
}
