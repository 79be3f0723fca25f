import { type AccountType, defaultAccountTypes, type EmbeddedUser } from '@airlock/shared-protocol'
import { track } from '../../api/analytics.js'
import { appStore } from '../../stores/appStore.js'
import { markAccountType } from '../../stores/connections.js'
import { embeddedStore } from '../../stores/embeddedStore.js'
import type { ConnectorContext } from '../connector.js'
import { EMBEDDED_ID } from '../ids.js'
import type { WalletFrameClient } from './walletFrameClient.js'

let enabled: Promise<number[]> | undefined

/** The chains with smart accounts, asked once per modal (a failure is asked again next time). */
export function smartAccountNetworks(frame: WalletFrameClient): Promise<number[]> {
  enabled ??= frame
    .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
    .then(({ smartAccountEnabledNetworks }) => smartAccountEnabledNetworks)
    .catch(() => {
      enabled = undefined
      return []
    })
  return enabled
}

/** Test-only: forgets the chains asked. */
export const forgetSmartAccountNetworks = () => {
  enabled = undefined
}

/**
 * Spec section 4: a new embedded login switches the account type once to the configured default
 * for the chain (the dApp's `defaultAccountTypes.eip155`, else a smart account), where the chain has
 * smart accounts; the user is then connected with the address that answers. A refusal keeps the
 * account the service chose: the login itself went through.
 */
export async function withDefaultAccountType(
  frame: WalletFrameClient,
  user: EmbeddedUser,
): Promise<EmbeddedUser> {
  const chainId = Number(user.chainId)
  if (!(await smartAccountNetworks(frame)).includes(chainId)) return user
  const wanted = appStore.getState().options?.defaultAccountTypes?.eip155 ?? defaultAccountTypes.eip155
  try {
    const { type, address } = await frame.request('SET_PREFERRED_ACCOUNT', { type: wanted })
    return { ...user, address, preferredAccountType: type }
  } catch {
    return user
  }
}

/**
 * The embedded account's address changed (another account type, or the chain's own account after a
 * chain switch): for the modal, as a wallet's accountsChanged is; and its account type with it.
 */
export function moveEmbeddedAccount(context: ConnectorContext, address: string, type: AccountType) {
  context.accountsChanged(EMBEDDED_ID, 'eip155', [address])
  markAccountType(EMBEDDED_ID, type)
}

/** Account's "Switch to your EOA / smart account": the frame switches (the service keeps it per chain). */
export async function switchAccountType(
  frame: WalletFrameClient,
  type: AccountType,
  context: ConnectorContext,
) {
  const { type: set, address } = await frame.request('SET_PREFERRED_ACCOUNT', { type })
  embeddedStore.setState({ preferredAccountType: set })
  moveEmbeddedAccount(context, address, set)
  track('SET_PREFERRED_ACCOUNT_TYPE', {
    accountType: set,
    network: appStore.getState().activeNetwork?.caipNetworkId,
  })
}
