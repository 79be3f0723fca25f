/**
 * A WalletConnect wallet for tests: @reown/walletkit with real keys, in the test process, talking to
 * our relay. It signs with a viem local account and sends transactions to anvil; given a Solana key,
 * it also approves the solana namespace and signs with web3.js, sending to the local SVM.
 */

import { WalletKit } from '@reown/walletkit'
import { Connection, Keypair, type SendOptions, VersionedTransaction } from '@solana/web3.js'
import { Core } from '@walletconnect/core'
import { getSdkError } from '@walletconnect/utils'
import nacl from 'tweetnacl'
import { createWalletClient, type Hex, http, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { fromBase58, toBase58 } from '../../dev-cloud/src/solana/base58.ts'

export interface TestWcWallet {
  address: string
  /** The Solana account's base58 address, when the wallet was given a Solana key. */
  solanaAddress?: string
  pair(uri: string): Promise<void>
  rejectNextProposal(): void
  /** The Verify validation (VALID, INVALID, UNKNOWN) of each proposal and request received, in order. */
  verifications: string[]
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

/** What the wallet answers on the solana namespace (WalletConnect's Solana RPC methods). */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

export interface TestWcSolana {
  /** solana-keygen's 64 bytes (seed, then public key). */
  secretKey: Uint8Array | number[]
  /** The node `solana_signAndSendTransaction` sends to. */
  rpcUrl: string
}

const invalidParams = (why: string) => Object.assign(new Error(`Invalid params: ${why}`), { code: -32602 })
const base64Text = (value: unknown, name: string) => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4)
    throw invalidParams(`${name} must be base64`)
  return Buffer.from(value, 'base64')
}

/**
 * The Solana side, with the shapes WalletConnect's Solana RPC uses: messages, signatures and keys in
 * base58, transactions in base64. Each request names the account (`pubkey`): another is refused.
 */
function solanaSigner({ secretKey, rpcUrl }: TestWcSolana) {
  const keypair = Keypair.fromSecretKey(Uint8Array.from(secretKey))
  const address = keypair.publicKey.toBase58()
  const connection = new Connection(rpcUrl, 'confirmed')
  const sign = (base64: unknown, name = 'transaction') => {
    const transaction = VersionedTransaction.deserialize(base64Text(base64, name))
    const { header, staticAccountKeys } = transaction.message
    const slot = staticAccountKeys
      .slice(0, header.numRequiredSignatures)
      .findIndex((key) => key.equals(keypair.publicKey))
    if (slot < 0)
      throw Object.assign(new Error('This account is not a signer of the transaction'), { code: -32602 })
    transaction.sign([keypair])
    return { transaction, signature: toBase58(transaction.signatures[slot] as Uint8Array) }
  }
  const serialize = (transaction: VersionedTransaction) =>
    Buffer.from(transaction.serialize()).toString('base64')

  async function handle(method: string, params: unknown): Promise<unknown> {
    const p = (params ?? {}) as Record<string, unknown>
    if (p.pubkey !== address)
      throw Object.assign(new Error(`Unknown account ${String(p.pubkey)}`), { code: 4100 })
    switch (method) {
      case 'solana_signMessage': {
        if (typeof p.message !== 'string') throw invalidParams('message must be base58')
        let message: Uint8Array
        try {
          message = fromBase58(p.message)
        } catch {
          throw invalidParams('message must be base58')
        }
        return { signature: toBase58(nacl.sign.detached(message, keypair.secretKey)) }
      }
      case 'solana_signTransaction': {
        const { transaction, signature } = sign(p.transaction)
        return { signature, transaction: serialize(transaction) }
      }
      case 'solana_signAllTransactions': {
        if (!Array.isArray(p.transactions)) throw invalidParams('transactions must be a list')
        return { transactions: p.transactions.map((t) => serialize(sign(t, 'each transaction').transaction)) }
      }
      case 'solana_signAndSendTransaction': {
        const { transaction } = sign(p.transaction)
        const options = (p.sendOptions ?? {}) as SendOptions
        const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options
        const signature = await connection.sendRawTransaction(transaction.serialize(), {
          skipPreflight,
          preflightCommitment,
          maxRetries,
          minContextSlot,
        })
        return { signature }
      }
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
    }
  }
  return { address, handle }
}

export async function createWalletConnectWallet(
  relayUrl: string,
  rpcUrl: string,
  privateKey: Hex,
  solana?: TestWcSolana,
): Promise<TestWcWallet> {
  const account = privateKeyToAccount(privateKey)
  const solanaSide = solana ? solanaSigner(solana) : undefined
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

  const verifications: string[] = []

  kit.on('session_proposal', async ({ id, params, verifyContext }) => {
    verifications.push(verifyContext.verified.validation)
    if (rejectNext) {
      rejectNext = false
      await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const requested = params.optionalNamespaces.eip155 ?? params.requiredNamespaces.eip155
    // Every EVM chain the dApp asks for, so it can switch between them.
    const chains = requested?.chains?.length ? requested.chains : ['eip155:31337']
    const namespaces: Parameters<typeof kit.approveSession>[0]['namespaces'] = {
      eip155: {
        chains,
        accounts: chains.map((chain) => `${chain}:${account.address}`),
        methods: requested?.methods ?? ['personal_sign', 'eth_sendTransaction'],
        events: requested?.events ?? ['accountsChanged', 'chainChanged'],
      },
    }
    // Required or optional alike (today's SDKs send everything as optional): every Solana chain
    // asked for, when the wallet has a Solana key; without one the session is EVM only.
    const solanaChains = [
      ...new Set(
        [params.requiredNamespaces.solana, params.optionalNamespaces.solana].flatMap(
          (ns) => ns?.chains ?? [],
        ),
      ),
    ]
    if (solanaSide && solanaChains.length)
      namespaces.solana = {
        chains: solanaChains,
        accounts: solanaChains.map((chain) => `${chain}:${solanaSide.address}`),
        methods: SOLANA_METHODS,
        events: [],
      }
    await kit.approveSession({ id, namespaces })
  })

  kit.on('session_request', async ({ id, topic, params, verifyContext }) => {
    verifications.push(verifyContext.verified.validation)
    const { method, params: args } = params.request as { method: string; params: unknown[] }
    requests.push(method)
    requestChains.push(params.chainId)
    try {
      let result: unknown
      if (method.startsWith('solana_') && solanaSide) {
        result = await solanaSide.handle(method, args)
      } else if (method === 'personal_sign') {
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
    ...(solanaSide ? { solanaAddress: solanaSide.address } : {}),
    pair: (uri) => kit.pair({ uri }),
    rejectNextProposal: () => {
      rejectNext = true
    },
    verifications,
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
