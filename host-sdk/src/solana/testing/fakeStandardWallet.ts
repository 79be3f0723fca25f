import { Keypair, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import nacl from 'tweetnacl'

export interface FakeStandardWalletOptions {
  name?: string
  chains?: string[]
  icon?: string
  /** Which features it offers; all by default. */
  features?: string[]
  keypair?: Keypair
}

const ICON: WalletIcon = 'data:image/svg+xml;base64,PHN2Zy8+'
const ALL = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
]

/**
 * A Wallet Standard wallet for tests that signs for real (web3.js reads the wire bytes, the key
 * signs), records every call's input and can be told to fail the next one.
 */
export function fakeStandardWallet(options: FakeStandardWalletOptions = {}) {
  const keypair = options.keypair ?? Keypair.generate()
  const chains = (options.chains ?? ['solana:localnet', 'solana:devnet']) as WalletAccount['chains']
  const account: WalletAccount = {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  }
  let accounts: WalletAccount[] = []
  const listeners = new Set<(properties: Record<string, unknown>) => void>()
  const calls: { feature: string; input: unknown }[] = []
  let failure: unknown
  const enter = (feature: string, input?: unknown) => {
    calls.push({ feature, input })
    if (failure === undefined) return
    const error = failure
    failure = undefined
    throw error
  }
  const sign = (bytes: Uint8Array) => {
    const transaction = VersionedTransaction.deserialize(bytes)
    transaction.sign([keypair])
    return transaction.serialize()
  }
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        enter('standard:connect', input)
        if (!input?.silent) setAccounts([account])
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        enter('standard:disconnect')
        setAccounts([])
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: string, listener: (properties: Record<string, unknown>) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { message: Uint8Array }[]) {
        enter('solana:signMessage', inputs[0])
        return inputs.map(({ message }) => ({
          signedMessage: message,
          signature: nacl.sign.detached(message, keypair.secretKey),
        }))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: { transaction: Uint8Array }[]) {
        enter('solana:signTransaction', inputs[0])
        return inputs.map(({ transaction }) => ({ signedTransaction: sign(transaction) }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: { transaction: Uint8Array }[]) {
        enter('solana:signAndSendTransaction', inputs[0])
        return inputs.map(({ transaction }) => ({
          signature: VersionedTransaction.deserialize(sign(transaction)).signatures[0],
        }))
      },
    },
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Solana',
    icon: (options.icon ?? ICON) as WalletIcon,
    chains,
    features: Object.fromEntries(
      Object.entries(features).filter(([name]) => (options.features ?? ALL).includes(name)),
    ),
    get accounts() {
      return accounts
    },
  }
  function setAccounts(next: WalletAccount[]) {
    accounts = next
    for (const listener of [...listeners]) listener({ accounts })
  }
  return {
    wallet,
    keypair,
    account,
    calls,
    listeners,
    setAccounts,
    /** The next feature call throws `error`. */
    failNext(error: unknown) {
      failure = error
    },
  }
}
