/**
 * Which relay WalletConnect uses, a setting of the modal's deployment. The server that hosts the modal
 * fills two tags into index.html (like the cloud's URL, so one build serves every deployment); only the
 * WalletConnect chunk reads them, so the modal's start carries none of this.
 */
export interface WalletConnectDeployment {
  /** The deployment's Reown project id (32 hex characters); empty when it has none. */
  reownProjectId: string
  /** A self-hosted relay (`ws:` or `wss:`); empty when none is configured. */
  relayUrl: string
}

/** What the WalletConnect provider is started with. */
export interface RelayChoice {
  projectId: string
  /** Undefined on the WalletConnect network: the SDK then uses its own default relay. */
  relayUrl: string | undefined
  /** WalletConnect's Verify, with its default verify server: on the WalletConnect network only. */
  verify: boolean
}

const REOWN_PROJECT_ID = /^[0-9a-f]{32}$/i
const RELAY_URL = /^wss?:\/\/[-a-z0-9.]+(:\d{1,5})?(\/[-\w.~/]*)?$/i

function meta(doc: Document, name: string) {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? ''
}

/** The deployment's tags; a placeholder the server did not fill, or a malformed value, counts as unset. */
export function readWalletConnectDeployment(doc: Document = document): WalletConnectDeployment {
  const reownProjectId = meta(doc, 'airlock-walletconnect-project-id')
  const relayUrl = meta(doc, 'airlock-walletconnect-relay-url').replace(/\/$/, '')
  return {
    reownProjectId: REOWN_PROJECT_ID.test(reownProjectId) ? reownProjectId : '',
    relayUrl: RELAY_URL.test(relayUrl) ? relayUrl : '',
  }
}

export interface RelayContext {
  /** The dApp's project in Airlock's cloud (what our relay checks). */
  projectId: string
  /** The cloud the modal calls (`http(s):`): its relay is the default self-hosted one. */
  cloudUrl: string
  /** The embedding page's origin; our relay checks it against the project, like the HTTP API. */
  hostOrigin: string
}

/**
 * A self-hosted relay is opt-in and wins; else a Reown project id means the WalletConnect network as the
 * SDK uses it by default; else (no id, as `npm start` and the tests run) the cloud's own relay.
 */
export function chooseRelay(
  { reownProjectId, relayUrl }: WalletConnectDeployment,
  { projectId, cloudUrl, hostOrigin }: RelayContext,
): RelayChoice {
  if (reownProjectId && !relayUrl) return { projectId: reownProjectId, relayUrl: undefined, verify: true }
  const base = relayUrl || cloudUrl.replace(/^http/, 'ws')
  // Our relay keeps this query through the SDK's own (auth, projectId) it appends.
  const query = hostOrigin ? `?hostOrigin=${encodeURIComponent(hostOrigin)}` : ''
  return { projectId, relayUrl: `${base}/${query}`, verify: false }
}
