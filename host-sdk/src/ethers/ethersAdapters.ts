/**
 * AppKit's ethers adapters. Airlock's modal already speaks EIP-1193 for every wallet the visitor
 * picks, so an adapter only names the library: `useAppKitProvider('eip155').walletProvider` (and
 * `getProvider('eip155')`) is what the app wraps in ethers' own provider. The options AppKit's
 * adapters take are accepted and not needed.
 */
class EvmLibraryAdapter {
  declare readonly namespace: 'eip155'
  constructor(options: object = {}) {
    if (typeof options !== 'object' || options === null)
      throw new TypeError(`${new.target.name}: options must be an object`)
    Object.assign(this, { namespace: 'eip155' })
  }
}

/**
 * AppKit's ethers 6 adapter.
 *
 * @example
 * createAppKit({ adapters: [new EthersAdapter()], networks, projectId })
 * const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 * const signer = await new BrowserProvider(walletProvider).getSigner()
 */
export class EthersAdapter extends EvmLibraryAdapter {
  readonly adapterType = 'ethers'
}

/**
 * AppKit's ethers 5 adapter.
 *
 * @example
 * createAppKit({ adapters: [new Ethers5Adapter()], networks, projectId })
 * const { walletProvider } = useAppKitProvider<Provider>('eip155')
 * const signer = new ethers.providers.Web3Provider(walletProvider).getSigner()
 */
export class Ethers5Adapter extends EvmLibraryAdapter {
  readonly adapterType = 'ethers5'
}
