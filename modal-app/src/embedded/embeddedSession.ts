import type { AccountType, EmbeddedUser } from '@airlock/shared-protocol'
import type { EmbeddedConnector } from '../connectors/embedded/embeddedConnector.js'
import { messageOf } from '../connectors/embedded/walletFrame.js'
import { EMBEDDED_ID } from '../connectors/ids.js'
import { applyConnected, notifyConnected } from '../controllers/connectionState.js'
import { connectorFor } from '../controllers/connectors.js'
import { embeddedStore } from '../stores/embeddedStore.js'
import { loginErrorText } from './loginErrors.js'

/** The embedded wallet's connector: its login flows and views use more of it than the interface. */
const embedded = () => connectorFor(EMBEDDED_ID) as Promise<EmbeddedConnector>

export async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
  embeddedStore.setState({ busy: true, error: undefined })
  try {
    return await work()
  } catch (error) {
    embeddedStore.setState({ error: loginErrorText(messageOf(error)) })
    return undefined
  } finally {
    embeddedStore.setState({ busy: false })
  }
}

/** A new login (not a restore): the default account type first, then connected with its address. */
export async function connectNewUser(user: EmbeddedUser) {
  const connected = await (await embedded()).connectUser(user)
  const active = applyConnected(EMBEDDED_ID, connected, 'eip155')
  if (active) notifyConnected(active.address)
}

/** Account's switch between the smart account and the EOA. */
export const switchEmbeddedAccountType = async (type: AccountType) =>
  (await embedded()).switchAccountType(type)
