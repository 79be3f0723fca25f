/**
 * A WalletConnect wallet for tests: @reown/walletkit with real keys, in the test process, talking to
 * our relay. It signs with a viem local account and sends transactions to anvil.
 */

import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { getSdkError } from '@walletconnect/utils'
import { createWalletClient, type Hex, http, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'

export interface TestWcWallet {
  address: string
  pair(uri: string): Promise<void>
  rejectNextProposal(): void
  requests: string[]
  /** The CAIP-2 chain each request was sent for, in order. */
  requestChains: string[]
  sessionCount(): Promise<number>
  disconnectAll(): Promise<void>
  close(): Promise<void>
}

let instances = 0

/** cloud/projects.json's project for the e2e wallets. */
export const WALLET_PROJECT = { id: 'airlock-e2e-wallet', secretKey: 'dev-only-airlock-e2e-wallet-secret' }

export async function createWalletConnectWallet(
  relayUrl: string,
  rpcUrl: string,
  privateKey: Hex,
): Promise<TestWcWallet> {
  const account = privateKeyToAccount(privateKey)
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }
  const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
  // Two clients in one process need their own storage, or they share one core.
  const name = `test-wallet-${++instances}-${Date.now()}`
  // A wallet is a project of its own; outside a browser (no Origin) the relay wants its secret key.
  const authenticated = new URL(relayUrl)
  authenticated.searchParams.set('key', WALLET_PROJECT.secretKey)
  const core = new Core({
    projectId: WALLET_PROJECT.id,
    relayUrl: authenticated.href,
    customStoragePrefix: name,
    storageOptions: { database: ':memory:' },
    logger: 'silent',
  })
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Airlock WC Test Wallet', description: 'e2e', url: 'http://wallet.test', icons: [] },
  })
  let rejectNext = false
  const requests: string[] = []
  const requestChains: string[] = []

  kit.on('session_proposal', async ({ id, params }) => {
    if (rejectNext) {
      rejectNext = false
      await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const requested = params.optionalNamespaces.eip155 ?? params.requiredNamespaces.eip155
    // Every EVM chain the dApp asks for, so it can switch between them.
    const chains = requested?.chains?.length ? requested.chains : ['eip155:31337']
    await kit.approveSession({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${account.address}`),
          methods: requested?.methods ?? ['personal_sign', 'eth_sendTransaction'],
          events: requested?.events ?? ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })

  kit.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request as { method: string; params: unknown[] }
    requests.push(method)
    requestChains.push(params.chainId)
    try {
      let result: unknown
      if (method === 'personal_sign') {
        const [data] = args as [Hex]
        result = await account.signMessage({ message: isHex(data) ? { raw: data } : String(data) })
      } else if (method === 'eth_sendTransaction') {
        const [tx] = args as [{ to: Hex; value?: Hex; data?: Hex }]
        result = await client.sendTransaction({
          to: tx.to,
          value: BigInt(tx.value ?? 0),
          ...(tx.data ? { data: tx.data } : {}),
        })
      } else {
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
      }
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const e = error as { code?: number; message: string }
      await kit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: e.code ?? 5000, message: e.message } },
      })
    }
  })

  return {
    address: account.address,
    pair: (uri) => kit.pair({ uri }),
    rejectNextProposal: () => {
      rejectNext = true
    },
    requests,
    requestChains,
    sessionCount: async () => Object.keys(kit.getActiveSessions()).length,
    async disconnectAll() {
      for (const topic of Object.keys(kit.getActiveSessions())) {
        await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      }
    },
    async close() {
      await core.relayer.transportClose().catch(() => undefined)
    },
  }
}
