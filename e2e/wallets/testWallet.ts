/**
 * A browser wallet for tests, injected into the HOST page with addInitScript. It is a real
 * EIP-1193 provider: a viem local account that signs for real and sends to anvil. Announced by
 * EIP-6963 like any modern wallet extension. Configured by `window.__TEST_WALLET__`.
 */
import {
  createPublicClient,
  type Hex,
  hashMessage,
  hexToString,
  http,
  isHex,
  numberToHex,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

interface TestWalletConfig {
  privateKey: Hex
  rpcUrl: string
  chainId: number
  /** Other chain ids it agrees to switch to (a network switch that succeeds); none by default. */
  chains?: number[]
  name?: string
  rdns?: string
  /**
   * A smart-contract account the key owns (OwnedAccount): the wallet's address is the contract's, and
   * its signatures are the owner's of the message hash (ERC-1271). With `factory`, the account is not
   * deployed yet and signatures are wrapped for ERC-6492.
   */
  smartAccount?: { address: Hex; factory?: Hex; factoryData?: Hex }
}

type Listener = (...args: unknown[]) => void
const config = (window as unknown as { __TEST_WALLET__?: TestWalletConfig }).__TEST_WALLET__
if (config) install(config)

function install(config: TestWalletConfig) {
  let account = privateKeyToAccount(config.privateKey)
  const client = createPublicClient({ transport: http(config.rpcUrl) })
  // Per wallet, not per account: the visitor switching accounts stays authorized.
  const smart = config.smartAccount
  const address = () => smart?.address ?? account.address
  const storageKey = `__test_wallet_authorized:${privateKeyToAccount(config.privateKey).address}`
  const listeners = new Map<string, Set<Listener>>()
  const rejectOnce = new Set<string>()
  const requests: { method: string; origin: string }[] = []
  let chainId = config.chainId

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const authorized = () => localStorage.getItem(storageKey) === '1'
  const fail = (code: number, message: string) => Object.assign(new Error(message), { code })

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    if (rejectOnce.delete(method)) throw fail(4001, 'User rejected the request.')
    switch (method) {
      case 'eth_requestAccounts':
        localStorage.setItem(storageKey, '1')
        emit('connect', { chainId: numberToHex(chainId) })
        return [address()]
      case 'eth_accounts':
        return authorized() ? [address()] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_revokePermissions':
        localStorage.removeItem(storageKey)
        emit('accountsChanged', [])
        return null
      case 'wallet_switchEthereumChain': {
        const next = Number((params[0] as { chainId: string }).chainId)
        if (next !== config.chainId && !config.chains?.includes(next))
          throw fail(4902, 'Unrecognized chain ID')
        chainId = next
        emit('chainChanged', numberToHex(chainId))
        return null
      }
      case 'wallet_addEthereumChain':
        throw fail(4001, 'User rejected the request.')
    }
    if (!authorized()) throw fail(4100, 'Unauthorized')
    switch (method) {
      case 'personal_sign': {
        const [data] = params as [Hex]
        const message = isHex(data) ? { raw: data } : hexToString(data)
        if (!smart) return account.signMessage({ message })
        const signature = await account.sign({ hash: hashMessage(message) })
        return smart.factory && smart.factoryData
          ? serializeErc6492Signature({ address: smart.factory, data: smart.factoryData, signature })
          : signature
      }
      case 'eth_signTypedData_v4': {
        const [, json] = params as [string, string]
        return account.signTypedData(JSON.parse(json))
      }
      case 'eth_sendTransaction': {
        const [tx] = params as [{ to: Hex; value?: Hex; data?: Hex; gas?: Hex }]
        const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
        const fees = await client.estimateFeesPerGas()
        const gas = tx.gas
          ? BigInt(tx.gas)
          : await client.estimateGas({
              account: account.address,
              to: tx.to,
              value: BigInt(tx.value ?? 0),
              ...(tx.data ? { data: tx.data } : {}),
            })
        const serialized = await account.signTransaction({
          chainId,
          type: 'eip1559',
          to: tx.to,
          value: BigInt(tx.value ?? 0),
          ...(tx.data ? { data: tx.data } : {}),
          nonce,
          gas,
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        })
        return client.request({ method: 'eth_sendRawTransaction', params: [serialized] })
      }
      default:
        return (client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({
          method,
          params,
        })
    }
  }

  const provider = {
    isTestWallet: true,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      requests.push({ method, origin: location.origin })
      return handle(method, params ?? [])
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const info = Object.freeze({
    uuid: crypto.randomUUID(),
    name: config.name ?? 'Airlock Test Wallet',
    rdns: config.rdns ?? 'dev.airlock.testwallet',
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' rx='10' fill='%2310b981'/%3E%3Cpath d='M11 15h18v12H11z' fill='none' stroke='white' stroke-width='3' stroke-linejoin='round'/%3E%3Ccircle cx='24' cy='21' r='2' fill='white'/%3E%3C/svg%3E",
  })
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  ;(window as unknown as { __testWallet: unknown }).__testWallet = {
    get address() {
      return address()
    },
    requests,
    rejectNext: (method: string) => rejectOnce.add(method),
    emit,
    /** The visitor picks another account in the wallet: it signs with that key from now on. */
    switchAccount: (privateKey: Hex) => {
      account = privateKeyToAccount(privateKey)
      emit('accountsChanged', [account.address])
    },
  }
}
