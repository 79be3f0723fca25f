import type { AdapterContext, AdapterHook, AdapterInstance } from '../adapters/adapterHook.js'
import { mergeWallets } from './mergeWallets.js'
import { runStandardRequest } from './runStandardRequest.js'
import { createSolanaProvider } from './solanaProvider.js'
import { invalidRequest, refuse } from './standardErrors.js'
import { watchStandardWallets } from './watchStandardWallets.js'

/** AppKit's constructor options; its wallet-adapter objects are accepted and left unused. */
export interface SolanaAdapterOptions {
  /**
   * AppKit's `@solana/wallet-adapter-*` wallets. Airlock finds the page's wallets through the Wallet
   * Standard, which Phantom, Solflare, Backpack and the others implement, so these are not needed.
   */
  wallets?: readonly unknown[]
  [option: string]: unknown
}

/**
 * Starts Solana for one `createAppKit`: the page's Wallet Standard wallets for the modal's list
 * (merged with the EIP-6963 ones by name), the modal's requests run on them, their account changes
 * forwarded, and the dApp's provider.
 */
export function startSolana(context: AdapterContext): AdapterInstance {
  // The modal's wallet id (an EIP-6963 id for a merged wallet) -> its `ws:` id, as last listed.
  let ids = new Map<string, string>()
  const shownAs = (id: string) => [...ids].find(([, own]) => own === id)?.[0] ?? id
  const wallets = watchStandardWallets({
    onChange: () => context.walletsChanged(),
    onAccounts(wallet, addresses) {
      const entry = wallets.list().find((candidate) => candidate.wallet === wallet)
      if (!entry) return
      const walletId = shownAs(entry.description.id)
      context.walletEvent({ walletId, namespace: 'solana', event: 'accountsChanged', data: addresses })
    },
  })
  const { provider, stop } = createSolanaProvider(context)
  return {
    wallets(evm) {
      const merged = mergeWallets(
        evm,
        wallets.list().map((entry) => entry.description),
      )
      ids = merged.ids
      return merged.list
    },
    async run(request) {
      if (typeof request?.walletId !== 'string' || typeof request.method !== 'string')
        return invalidRequest('walletId and method must be strings')
      const id = ids.get(request.walletId) ?? request.walletId
      const entry = wallets.list().find((candidate) => candidate.description.id === id)
      if (!entry) return refuse(4100, `Wallet ${request.walletId} is not available`)
      return runStandardRequest(entry.wallet, request.method, request.params)
    },
    provider,
    stop() {
      wallets.stop()
      stop()
    },
  }
}

/**
 * AppKit's Solana adapter, for `createAppKit({ adapters: [new SolanaAdapter()] })`: Solana wallets
 * in Connect and `getProvider('solana')`. The code lives in this entry, so pages without Solana
 * never load it; the core starts it through `airlock`.
 *
 * @example
 * import { createAppKit } from '@airlock/host-sdk'
 * import { solanaLocalnet } from '@airlock/host-sdk/networks'
 * import { SolanaAdapter } from '@airlock/host-sdk/solana'
 *
 * createAppKit({ projectId, networks: [solanaLocalnet], adapters: [new SolanaAdapter()] })
 */
export class SolanaAdapter {
  // `declare`: set in the constructor; a class field would cost the bundle a define helper.
  declare readonly airlock: AdapterHook
  constructor(options: SolanaAdapterOptions = {}) {
    if (typeof options !== 'object' || options === null)
      throw new TypeError('SolanaAdapter: options must be an object')
    if (options.wallets !== undefined && !Array.isArray(options.wallets))
      throw new TypeError('SolanaAdapter: `wallets` must be an array')
    this.airlock = { namespace: 'solana', start: startSolana }
  }
}
