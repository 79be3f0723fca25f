/**
 * A Solana browser wallet for tests, injected into the HOST page with addInitScript and registered
 * by the Wallet Standard, as Phantom or Solflare register. It signs for real (ed25519, tweetnacl)
 * and sends to the local SVM. Configured by `window.__SOLANA_TEST_WALLET__`; `window.__solanaTestWallet`
 * exposes its request log and `rejectNext(feature)`. It parses the wire transaction itself rather
 * than with web3.js, so every page of a spec stays light and the wallet does not share the dApp's or
 * the modal's transaction code.
 */

import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionOptions,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { registerWallet } from '@wallet-standard/wallet'
import nacl from 'tweetnacl'
import { encodeBase58 } from '../../shared-protocol/src/encoding/base58.ts'
import { encodeBase64 } from '../../shared-protocol/src/encoding/base64.ts'

export interface SolanaTestWalletConfig {
  /** solana-keygen's 64 bytes: the ed25519 seed, then the public key. */
  secretKey: number[]
  rpcUrl: string
  /** Wallet Standard chains; `['solana:localnet']` by default. */
  chains?: string[]
  /** 'Solana Test Wallet' by default; the EVM test wallet's name makes the modal show one wallet with both. */
  name?: string
  /** A base64 image data URI, as the Wallet Standard requires. */
  icon?: string
}

const DEFAULT_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><rect width='40' height='40' rx='10' fill='#7c3aed'/><path d='M12 14h16l-4 4H8zM12 22h20l-4 4H8z' fill='white'/></svg>",
)}`

const config = (window as unknown as { __SOLANA_TEST_WALLET__?: SolanaTestWalletConfig })
  .__SOLANA_TEST_WALLET__
// The wallet belongs to the host page: not to the frames in it (the modal's, where storage is refused).
if (config && window === window.top) install(config)

const supportedTransactionVersions = ['legacy', 0] as const
const fail = (code: number, message: string) => Object.assign(new Error(message), { code })
const rejected = () => fail(4001, 'User rejected the request.')

function keypairOf(secretKey: number[]) {
  if (!Array.isArray(secretKey) || secretKey.length !== 64)
    throw new Error('__SOLANA_TEST_WALLET__.secretKey must be 64 bytes (seed, then public key)')
  const keypair = nacl.sign.keyPair.fromSeed(Uint8Array.from(secretKey.slice(0, 32)))
  if (!keypair.publicKey.every((byte, i) => byte === secretKey[32 + i]))
    throw new Error("__SOLANA_TEST_WALLET__.secretKey's public half is not its seed's")
  return keypair
}

function install(config: SolanaTestWalletConfig) {
  const keypair = keypairOf(config.secretKey)
  const address = encodeBase58(keypair.publicKey)
  const chains = (config.chains ?? ['solana:localnet']) as IdentifierString[]
  if (config.icon !== undefined && !/^data:image\/(svg\+xml|webp|png|gif);base64,/.test(config.icon))
    throw new Error('__SOLANA_TEST_WALLET__.icon must be a base64 image data URI')
  const storageKey = `__solana_test_wallet_authorized:${address}`
  const listeners = new Set<StandardEventsListeners['change']>()
  const rejectOnce = new Set<string>()
  const requests: { feature: string; origin: string }[] = []
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: keypair.publicKey,
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const,
  })
  let accounts: WalletAccount[] = []

  const authorized = () => localStorage.getItem(storageKey) === '1'
  const setAccounts = (next: WalletAccount[]) => {
    if (next.length === accounts.length) return
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  /** Logs the call, then fails it when a test asked this feature to be rejected once. */
  const begin = (feature: string) => {
    requests.push({ feature, origin: location.origin })
    if (rejectOnce.delete(feature)) throw rejected()
  }
  /** A signing feature's start: logged, rejected once if asked, then each input's account and chain checked. */
  const beginSigning = (feature: string, inputs: readonly { account: WalletAccount; chain?: string }[]) => {
    begin(feature)
    for (const input of inputs) {
      if (!accounts.length) throw fail(4100, 'The wallet is not connected to this site')
      if (input.account.address !== address) throw fail(4100, `Unknown account ${input.account.address}`)
      if (input.chain !== undefined && !chains.includes(input.chain as IdentifierString))
        throw fail(4900, `Unsupported chain ${input.chain}`)
    }
  }
  const sign = (transaction: Uint8Array) => signWireTransaction(transaction, keypair)

  async function rpc(method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw fail(body.error.code, body.error.message)
    return body.result
  }

  /** Waits until the node reports the transaction at `commitment`, as the standard asks when it is given. */
  async function confirm(signature: string) {
    for (let tries = 0; tries < 50; tries++) {
      const { value } = (await rpc('getSignatureStatuses', [[signature]])) as {
        value: ({ err: unknown } | null)[]
      }
      const status = value[0]
      if (status?.err) throw fail(-32002, `Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
      if (status) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw fail(-32002, `Transaction ${signature} was not confirmed in 10 seconds`)
  }

  async function send(transaction: Uint8Array, options: SolanaSignAndSendTransactionOptions = {}) {
    const signed = sign(transaction)
    const { commitment, preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options
    const sent = await rpc('sendTransaction', [
      encodeBase64(signed.transaction),
      { encoding: 'base64', preflightCommitment, skipPreflight, maxRetries, minContextSlot },
    ])
    // The transaction's id is its first signature, whoever made it.
    const id = encodeBase58(signed.firstSignature)
    if (sent !== id) throw fail(-32603, `The node answered signature ${String(sent)}, not ${id}`)
    if (commitment) await confirm(id)
    return { signature: signed.firstSignature }
  }

  const features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        begin('standard:connect')
        // A silent connect (an app restoring its session) gets the account only if the visitor allowed it before.
        if (input?.silent && !authorized()) return { accounts: [] }
        localStorage.setItem(storageKey, '1')
        setAccounts([account])
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        begin('standard:disconnect')
        localStorage.removeItem(storageKey)
        setAccounts([])
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        beginSigning('solana:signMessage', inputs)
        return inputs.map(({ message }) => ({
          signedMessage: message,
          signature: nacl.sign.detached(message, keypair.secretKey),
          signatureType: 'ed25519' as const,
        }))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions,
      async signTransaction(...inputs) {
        beginSigning('solana:signTransaction', inputs)
        return inputs.map(({ transaction }) => ({ signedTransaction: sign(transaction).transaction }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions,
      async signAndSendTransaction(...inputs) {
        beginSigning('solana:signAndSendTransaction', inputs)
        const outputs = []
        for (const { transaction, options } of inputs) outputs.push(await send(transaction, options))
        return outputs
      },
    },
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: config.name ?? 'Solana Test Wallet',
    icon: (config.icon as WalletIcon | undefined) ?? DEFAULT_ICON,
    chains,
    features,
    get accounts() {
      return accounts
    },
  }
  registerWallet(wallet)
  ;(window as unknown as { __solanaTestWallet: unknown }).__solanaTestWallet = {
    address,
    requests,
    rejectNext: (feature: string) => rejectOnce.add(feature),
    /** The visitor revokes this site in the wallet: the account is dropped and apps hear it. */
    revoke: () => {
      localStorage.removeItem(storageKey)
      setAccounts([])
    },
  }
}

/** Solana's compact-u16 (1 to 3 bytes, 7 bits each): returns the value and where the next field starts. */
function readCompactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new Error('Malformed transaction: truncated length')
    value |= (byte & 0x7f) << (7 * i)
    if (!(byte & 0x80)) return [value, offset + i + 1]
  }
  throw new Error('Malformed transaction: length too long')
}

/**
 * Signs a wire transaction (legacy or v0) in the signature slot of the key's place among the
 * message's signers, leaving the other signatures as they are.
 */
function signWireTransaction(transaction: Uint8Array, keypair: nacl.SignKeyPair) {
  const [signatureCount, signaturesStart] = readCompactU16(transaction, 0)
  const messageStart = signaturesStart + 64 * signatureCount
  const first = transaction[messageStart]
  if (first === undefined) throw new Error('Malformed transaction: no message')
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const versioned = (first & 0x80) !== 0
  if (versioned && (first & 0x7f) !== 0) throw new Error(`Unsupported transaction version ${first & 0x7f}`)
  const headerStart = messageStart + (versioned ? 1 : 0)
  const requiredSignatures = transaction[headerStart] ?? 0
  if (requiredSignatures !== signatureCount)
    throw new Error(
      `Malformed transaction: ${signatureCount} signature slots for ${requiredSignatures} signers`,
    )
  const [keyCount, keysStart] = readCompactU16(transaction, headerStart + 3)
  if (keyCount < requiredSignatures || keysStart + 32 * keyCount > transaction.length)
    throw new Error('Malformed transaction: account keys')
  let slot = -1
  for (let i = 0; i < requiredSignatures && slot < 0; i++) {
    const key = transaction.subarray(keysStart + 32 * i, keysStart + 32 * (i + 1))
    if (key.every((byte, j) => byte === keypair.publicKey[j])) slot = i
  }
  if (slot < 0) throw new Error('This account is not a signer of the transaction')
  const signature = nacl.sign.detached(transaction.subarray(messageStart), keypair.secretKey)
  const signed = Uint8Array.from(transaction)
  signed.set(signature, signaturesStart + 64 * slot)
  return { transaction: signed, firstSignature: signed.slice(signaturesStart, signaturesStart + 64) }
}
