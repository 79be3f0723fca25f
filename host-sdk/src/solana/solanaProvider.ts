import {
  decodeBase58,
  decodeBase64,
  encodeBase58,
  encodeBase64,
  isSolanaAddress,
  type RpcRequest,
} from '@airlock/shared-protocol/host'
import type { AdapterContext } from '../adapters/adapterHook.js'
import { ProviderRpcError } from '../provider/createProvider.js'
import { createEmitter, type Listener, watchSolanaAccount } from './providerEvents.js'
import type { PublicKeyLike } from './publicKey.js'
import {
  addedSignatures,
  asTransaction,
  copySignatures,
  isVersioned,
  serializeUnsigned,
  type TransactionLike,
} from './transactionObjects.js'

/** web3.js's Connection, as far as `sendTransaction` uses it. */
export interface ConnectionLike {
  sendRawTransaction(bytes: Uint8Array, options?: Record<string, unknown>): Promise<string>
  getLatestBlockhash?(config?: Record<string, unknown>): Promise<{ blockhash: string }>
}

/** `sendTransaction`'s options: web3.js's SendOptions, plus signers that sign before the wallet. */
export type SendTransactionOptions = Record<string, unknown> & { signers?: unknown[] }

/** The dApp's Solana provider: AppKit's `Provider` of `@reown/appkit-adapter-solana`, on the modal. */
export interface SolanaProvider {
  readonly publicKey: PublicKeyLike | undefined
  connect(): Promise<string>
  disconnect(): Promise<void>
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T>(transaction: T): Promise<T>
  signAllTransactions<T extends unknown[]>(transactions: T): Promise<T>
  signAndSendTransaction(transaction: unknown, options?: Record<string, unknown>): Promise<string>
  sendTransaction(
    transaction: unknown,
    connection: ConnectionLike,
    options?: SendTransactionOptions,
  ): Promise<string>
  /** A `solana_*` request as WalletConnect's Solana RPC names them, answered by the modal. */
  request(args: { method: string; params?: RpcRequest['params'] }): Promise<unknown>
  on(event: string, listener: Listener): SolanaProvider
  off(event: string, listener: Listener): SolanaProvider
  removeListener(event: string, listener: Listener): SolanaProvider
  emit(event: string, data?: unknown): void
}

const invalidAnswer = () => new ProviderRpcError(-32603, 'Invalid answer from the modal')

function signatureOf(value: unknown): Uint8Array {
  const bytes = typeof value === 'string' && value.length <= 100 ? decodeBase58(value) : undefined
  if (bytes?.length !== 64) throw invalidAnswer()
  return bytes
}

/**
 * The account as a PublicKey of the dApp's own web3.js (the class of a key already in the
 * transaction), since a web3.js key compared with a look-alike reads its internals. Undefined when
 * the transaction holds no key: serializing then says a fee payer is required.
 */
function dappPublicKey(transaction: { instructions?: unknown }, address: string): unknown {
  const instructions = Array.isArray(transaction.instructions) ? transaction.instructions : []
  const PublicKey = (instructions[0] as { programId?: object } | undefined)?.programId?.constructor
  return typeof PublicKey === 'function' && PublicKey !== Object
    ? new (PublicKey as new (address: string) => unknown)(address)
    : undefined
}

function bytesOf(value: unknown): Uint8Array {
  try {
    if (typeof value === 'string' && value) return decodeBase64(value)
  } catch {}
  throw invalidAnswer()
}

/**
 * The Solana provider `getProvider('solana')` answers: each call is a `solana_*` request to the
 * modal, which runs it on the connected wallet (a Wallet Standard wallet of this page, or one over
 * WalletConnect). Transactions cross as their wire bytes; the dApp's web3.js objects are read and
 * signed in place by shape, so the host never bundles web3.js. Events follow the modal's snapshots.
 */
export function createSolanaProvider(context: Pick<AdapterContext, 'request' | 'snapshot' | 'subscribe'>): {
  provider: SolanaProvider
  stop(): void
} {
  const events = createEmitter()
  const account = watchSolanaAccount(context, (previous, next) => {
    if (!previous) events.emit('connect', next)
    else if (!next) events.emit('disconnect')
    else {
      // Phantom's name for it, then AppKit's.
      events.emit('accountChanged', next)
      events.emit('accountsChanged', next)
    }
  })
  const call = async (method: string, params?: RpcRequest['params']) => {
    const answer = await context.request({ method, ...(params ? { params } : {}) })
    if (answer.ok) return answer.result
    throw new ProviderRpcError(answer.error.code, answer.error.message, answer.error.data)
  }
  const connectedKey = () => {
    const key = account.current()
    if (!key) throw new ProviderRpcError(4100, 'No Solana account is connected')
    return key
  }
  const pubkey = () => connectedKey().toBase58()
  const field = (result: unknown, key: string) =>
    typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[key] : undefined

  const provider: SolanaProvider = {
    get publicKey() {
      return account.current()
    },
    async connect() {
      const result = await call('solana_requestAccounts')
      const address = Array.isArray(result) ? result[0] : undefined
      if (!isSolanaAddress(address)) throw invalidAnswer()
      return address
    },
    async disconnect() {
      await call('solana_disconnect')
    },
    async signMessage(message) {
      if (!(message instanceof Uint8Array) || !message.length)
        throw new ProviderRpcError(-32602, 'signMessage expects the message as a non-empty Uint8Array')
      const result = await call('solana_signMessage', { message: encodeBase58(message), pubkey: pubkey() })
      return signatureOf(field(result, 'signature'))
    },
    async signTransaction(transaction) {
      await provider.signAllTransactions([transaction])
      return transaction
    },
    async signAllTransactions(transactions) {
      if (!Array.isArray(transactions))
        throw new ProviderRpcError(-32602, 'signAllTransactions expects an array of transactions')
      const objects = transactions.map(asTransaction)
      const sent = objects.map(serializeUnsigned)
      const single = objects.length === 1
      const result = single
        ? await call('solana_signTransaction', {
            transaction: encodeBase64(sent[0] as Uint8Array),
            pubkey: pubkey(),
          })
        : await call('solana_signAllTransactions', { transactions: sent.map(encodeBase64), pubkey: pubkey() })
      const signed = single ? [field(result, 'transaction')] : field(result, 'transactions')
      if (!Array.isArray(signed) || signed.length !== objects.length) throw invalidAnswer()
      // Every answer is checked before any object changes: all of them are signed, or none.
      const copies = signed.map((bytes, i) => addedSignatures(sent[i] as Uint8Array, bytesOf(bytes)))
      for (const [i, object] of objects.entries()) copySignatures(object, copies[i] ?? [])
      return transactions
    },
    async signAndSendTransaction(transaction, options) {
      const bytes = serializeUnsigned(asTransaction(transaction))
      const result = await call('solana_signAndSendTransaction', {
        transaction: encodeBase64(bytes),
        pubkey: pubkey(),
        ...(options ? { sendOptions: options } : {}),
      })
      const signature = field(result, 'signature')
      signatureOf(signature)
      return signature as string
    },
    async sendTransaction(transaction, connection, options = {}) {
      const object: TransactionLike = asTransaction(transaction)
      if (typeof connection?.sendRawTransaction !== 'function')
        throw new ProviderRpcError(-32602, 'sendTransaction expects a @solana/web3.js Connection')
      const { signers, ...sendOptions } = options
      // As the wallet adapters prepare a legacy transaction: the connected account pays, a fresh blockhash.
      if (!isVersioned(object)) {
        if (!object.feePayer) object.feePayer = dappPublicKey(object, connectedKey().toBase58())
        if (!object.recentBlockhash && typeof connection.getLatestBlockhash === 'function')
          object.recentBlockhash = (
            await connection.getLatestBlockhash({
              commitment: sendOptions.preflightCommitment,
              minContextSlot: sendOptions.minContextSlot,
            })
          ).blockhash
      }
      if (Array.isArray(signers) && signers.length)
        isVersioned(object) ? object.sign(signers) : object.partialSign(...signers)
      await provider.signTransaction(object)
      return connection.sendRawTransaction(object.serialize(), sendOptions)
    },
    request(args) {
      if (typeof args?.method !== 'string')
        return Promise.reject(new ProviderRpcError(-32600, 'Invalid request: method must be a string'))
      return call(args.method, args.params)
    },
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    off(event, listener) {
      events.off(event, listener)
      return provider
    },
    removeListener: (event, listener) => provider.off(event, listener),
    emit: events.emit,
  }
  return { provider, stop: account.stop }
}
