import type { HostWallet } from '@airlock/shared-protocol'
import type { Connector, ConnectorContext, ConnectorType } from './connector.js'
import { EMBEDDED_ID, LEDGER_ID, WALLET_CONNECT_ID } from './ids.js'

type Create = (id: string, context: ConnectorContext) => Promise<Connector>

/** Each connector's code is its own chunk, fetched the first time it is needed. */
const builtIn: Record<string, Create> = {
  [WALLET_CONNECT_ID]: (_, context) =>
    import('./walletConnect/walletConnectConnector.js').then((m) => m.createWalletConnectConnector(context)),
  [EMBEDDED_ID]: (_, context) =>
    import('./embedded/embeddedConnector.js').then((m) => m.createEmbeddedConnector(context)),
  [LEDGER_ID]: (_, context) =>
    import('./ledger/ledgerConnector.js').then((m) => m.createLedgerConnector(context)),
}
/** Any other id is a browser wallet the host page found (EIP-6963, Wallet Standard or injected). */
const hostWallet: Create = (id, context) =>
  import('./injected/injectedConnector.js').then((m) => m.createInjectedConnector(id, context))

const made = new Map<string, Promise<Connector>>()

/** The connector for `id`, made once; a chunk that failed to load is tried again next time. */
export function loadConnector(id: string, context: ConnectorContext): Promise<Connector> {
  let connector = made.get(id)
  if (!connector) {
    connector = (builtIn[id] ?? hostWallet)(id, context)
    made.set(id, connector)
    connector.catch(() => made.delete(id))
  }
  return connector
}

/** A connector's type without loading its code (spec section 3). */
export function connectorTypeOf(id: string, wallets: readonly HostWallet[]): ConnectorType {
  if (id === WALLET_CONNECT_ID) return 'WALLET_CONNECT'
  if (id === EMBEDDED_ID) return 'ID_AUTH'
  if (id === LEDGER_ID) return 'EXTERNAL'
  return wallets.find((w) => w.id === id)?.type ?? 'INJECTED'
}
