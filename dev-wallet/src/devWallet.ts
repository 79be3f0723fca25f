import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { getSdkError } from '@walletconnect/utils'
import { createPublicClient, createWalletClient, formatEther, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { createCallBatches } from './callBatches.js'
import { DEV_KEYS } from './devAccounts.js'
import { t } from './i18n/t.js'
import { offlineVerify } from './offlineVerify.js'
import { answerProposal, DEVNET_CHAIN, shownRefusal } from './sessionNamespaces.js'
import { execute, summarize, userRejected, WalletRequestError } from './walletRequests.js'
import type { LogEntry, PendingRequest, WalletStore } from './walletState.js'

/** cloud/projects.json's project: the relay lets this page's origin in, no secret key in the browser. */
export const DEV_WALLET_PROJECT = 'airlock-dev-wallet'

export interface DevWalletConfig {
  relayUrl: string
  rpcUrl: string
}

type Proposal = WalletKitTypes.SessionProposal['params']
type SessionRequest = Omit<WalletKitTypes.SessionRequest, 'verifyContext'>
type Kit = Awaited<ReturnType<typeof WalletKit.init>>

const BALANCE_EVERY_MS = 4000

/**
 * The wallet: WalletKit against our relay, viem with the chosen dev key against anvil. Returned at
 * once: the account and balance work while (or if never) the relay lets the wallet in.
 */
export function createDevWallet(store: WalletStore, { relayUrl, rpcUrl }: DevWalletConfig) {
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) })
  const clientFor = (index: number) =>
    createWalletClient({
      account: privateKeyToAccount(DEV_KEYS[index] as `0x${string}`),
      chain,
      transport: http(rpcUrl),
    })
  let client = clientFor(store.get().accountIndex)
  const batches = createCallBatches(() => client, publicClient)

  const refreshBalance = async () => {
    const address = client.account.address
    const balance = await publicClient.getBalance({ address }).then(
      (wei) => `${formatEther(wei)} ETH`,
      () => undefined,
    )
    if (store.get().address === address && store.get().balance !== balance) store.set({ balance })
  }
  void refreshBalance()
  setInterval(() => void refreshBalance(), BALANCE_EVERY_MS)

  const log = (entry: LogEntry) => store.set((s) => ({ log: [entry, ...s.log].slice(0, 50) }))
  const fail = (error: unknown) =>
    store.set({ error: error instanceof Error ? error.message : String(error) })

  const kitReady = startKit()

  async function startKit(): Promise<Kit | undefined> {
    const core = new Core({
      projectId: DEV_WALLET_PROJECT,
      relayUrl,
      telemetryEnabled: false,
      customStoragePrefix: 'airlock-dev-wallet',
      logger: 'error',
    })
    core.verify = offlineVerify(core)
    try {
      const kit = await WalletKit.init({
        core,
        metadata: {
          name: 'Airlock Dev Wallet',
          description: "A development wallet holding anvil's public test keys",
          url: location.origin,
          icons: [`${location.origin}/icon.svg`],
        },
      })
      kit.on('session_proposal', ({ params }) => addProposal(params))
      kit.on('session_request', (event) => addRequest(kit, event))
      kit.on('session_delete', () => syncSessions(kit))
      // What was waiting when the page was closed or reloaded is still there.
      for (const proposal of Object.values(kit.getPendingSessionProposals())) addProposal(proposal)
      for (const request of kit.getPendingSessionRequests()) addRequest(kit, request)
      syncSessions(kit)
      // Unless a newer tab took over meanwhile.
      if (store.get().relay === 'connecting') store.set({ relay: 'ready' })
      return kit
    } catch (error) {
      store.set({ relay: 'failed' })
      fail(
        new Error(
          t('The relay at {relayUrl} did not let this wallet in: {reason}', {
            relayUrl,
            reason: (error as Error).message,
          }),
        ),
      )
      return undefined
    }
  }
  const syncSessions = (kit: Kit) =>
    store.set({
      sessions: Object.values(kit.getActiveSessions()).map((s) => ({
        topic: s.topic,
        dapp: s.peer.metadata.name,
        url: s.peer.metadata.url,
      })),
    })

  const addProposal = ({ id, proposer, requiredNamespaces, optionalNamespaces }: Proposal) => {
    const answer = answerProposal(requiredNamespaces, optionalNamespaces, client.account.address)
    const chains = [...Object.values(requiredNamespaces), ...Object.values(optionalNamespaces ?? {})].flatMap(
      (n) => n.chains ?? [],
    )
    store.set((s) => ({
      pairing: false,
      proposals: [
        ...s.proposals.filter((p) => p.id !== id),
        {
          id,
          dapp: proposer.metadata.name,
          url: proposer.metadata.url,
          chains: [...new Set(chains)],
          answer,
          refusal: shownRefusal(requiredNamespaces, optionalNamespaces),
        },
      ],
    }))
  }

  const addRequest = (kit: Kit, { id, topic, params }: SessionRequest) => {
    const { method, params: args } = params.request
    const dappName = kit.getActiveSessions()[topic]?.peer.metadata.name ?? t('unknown dApp')
    // EIP-5792's reads ask the visitor nothing, as a wallet answers them.
    if (method === 'wallet_getCapabilities' || method === 'wallet_getCallsStatus') {
      const read = { id, topic, method, params: args, dapp: dappName, title: method, detail: '' }
      void respond(read, async () =>
        method === 'wallet_getCapabilities' ? batches.capabilities(args) : batches.status(args),
      )
      return
    }
    if (method === 'wallet_sendCalls') {
      try {
        batches.check(args)
      } catch (error) {
        const refused = { id, topic, method, params: args, dapp: dappName, title: method, detail: '' }
        void respond(refused, () => Promise.reject(error))
        return
      }
    }
    let summary: ReturnType<typeof summarize>
    try {
      summary = summarize(method, args)
    } catch {
      summary = { title: method, detail: String(args) }
    }
    const request: PendingRequest = { id, topic, method, params: args, dapp: dappName, ...summary }
    store.set((s) => ({ requests: [...s.requests.filter((r) => r.id !== id), request] }))
  }

  const respond = async (request: PendingRequest, outcome: () => Promise<unknown>) => {
    const kit = await kitReady
    if (!kit) return
    store.set((s) => ({ error: undefined, requests: s.requests.filter((r) => r.id !== request.id) }))
    try {
      const result = await outcome()
      await kit.respondSessionRequest({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', result },
      })
      log({ method: request.method, dapp: request.dapp, outcome: 'approved', detail: String(result) })
      if (request.method === 'eth_sendTransaction') {
        void publicClient
          .waitForTransactionReceipt({ hash: result as `0x${string}` })
          .then(refreshBalance, fail)
      }
    } catch (error) {
      const known = error instanceof WalletRequestError
      const code = known ? error.code : 5000
      const message = error instanceof Error ? error.message : String(error)
      await kit
        .respondSessionRequest({
          topic: request.topic,
          response: { id: request.id, jsonrpc: '2.0', error: { code, message } },
        })
        .catch(fail)
      const outcomeName = code === 4001 ? 'rejected' : 'failed'
      log({ method: request.method, dapp: request.dapp, outcome: outcomeName, detail: `${code}: ${message}` })
    }
  }

  return {
    async pair(uri: string) {
      store.set({ error: undefined, pairing: true })
      try {
        const kit = await kitReady
        if (!kit) throw new Error(t('no relay'))
        await kit.pair({ uri: uri.trim() })
      } catch (error) {
        store.set({ pairing: false })
        fail(new Error(t('Pairing failed: {reason}', { reason: (error as Error).message })))
      }
    },
    async approveProposal(id: number) {
      const proposal = store.get().proposals.find((p) => p.id === id)
      const kit = await kitReady
      if (!kit || !proposal || !('approve' in proposal.answer)) return
      store.set((s) => ({ error: undefined, proposals: s.proposals.filter((p) => p.id !== id) }))
      // The account chosen now, not when the proposal arrived.
      const eip155 = {
        ...proposal.answer.approve.eip155,
        accounts: [`${DEVNET_CHAIN}:${client.account.address}`],
      }
      await kit.approveSession({ id, namespaces: { eip155 } }).then(() => syncSessions(kit), fail)
    },
    async rejectProposal(id: number) {
      const proposal = store.get().proposals.find((p) => p.id === id)
      const kit = await kitReady
      if (!kit || !proposal) return
      store.set((s) => ({ error: undefined, proposals: s.proposals.filter((p) => p.id !== id) }))
      const reason =
        'reject' in proposal.answer
          ? { code: getSdkError('UNSUPPORTED_CHAINS').code, message: proposal.answer.reject }
          : getSdkError('USER_REJECTED')
      await kit.rejectSession({ id, reason }).catch(fail)
    },
    approveRequest: (request: PendingRequest) =>
      respond(request, () =>
        request.method === 'wallet_sendCalls'
          ? batches.send(request.params)
          : execute(client, request.method, request.params),
      ),
    rejectRequest: (request: PendingRequest) =>
      respond(request, () => {
        throw userRejected()
      }),
    async disconnect(topic: string) {
      const kit = await kitReady
      if (!kit) return
      await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') }).catch(fail)
      syncSessions(kit)
    },
    /** Leaves the relay: a newer tab runs the wallet now. */
    async stop() {
      store.set({ relay: 'moved', proposals: [], requests: [] })
      const kit = await kitReady
      await kit?.core.relayer.transportClose().catch(() => undefined)
    },
    /** Switches the dev account, and tells every connected dApp. */
    async selectAccount(index: number) {
      client = clientFor(index)
      const address = client.account.address
      localStorage.setItem('airlock-dev-wallet:account', String(index))
      store.set({ accountIndex: index, address, balance: undefined, error: undefined })
      void refreshBalance()
      const kit = await kitReady
      for (const session of Object.values(kit?.getActiveSessions() ?? {})) {
        const namespaces = {
          ...session.namespaces,
          eip155: {
            ...(session.namespaces.eip155 ?? { methods: [], events: [] }),
            accounts: [`${DEVNET_CHAIN}:${address}`],
          },
        }
        await kit
          ?.updateSession({ topic: session.topic, namespaces })
          .then(() =>
            kit.emitSessionEvent({
              topic: session.topic,
              event: { name: 'accountsChanged', data: [address] },
              chainId: DEVNET_CHAIN,
            }),
          )
          .catch(fail)
      }
    },
  }
}
export type DevWallet = ReturnType<typeof createDevWallet>
