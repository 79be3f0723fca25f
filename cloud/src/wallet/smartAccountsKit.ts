type Kit = typeof import('@metamask/smart-accounts-kit')
type KitUtils = typeof import('@metamask/smart-accounts-kit/utils')

let loading: Promise<{ kit: Kit; utils: KitUtils }> | undefined

/**
 * MetaMask's Smart Accounts Kit, imported on first use: loading it costs ~0.9 s and ~125 MB in Node,
 * which a wallet node that never builds a smart account does not pay. The kit reports each of its
 * calls, with their parameters (accounts, delegates, amounts), to MetaMask's analytics endpoint
 * unless DO_NOT_TRACK is set: a visitor's wallet activity is not ours to send to a third party, so
 * it is set before the kit's first call (it reads the setting then), for this whole process.
 */
export function smartAccountsKit(): Promise<{ kit: Kit; utils: KitUtils }> {
  process.env.DO_NOT_TRACK = '1'
  loading ??= Promise.all([
    import('@metamask/smart-accounts-kit'),
    import('@metamask/smart-accounts-kit/utils'),
  ]).then(([kit, utils]) => ({ kit, utils }))
  return loading
}
