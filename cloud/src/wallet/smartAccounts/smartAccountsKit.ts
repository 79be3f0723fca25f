type SmartAccountsKit = typeof import('@metamask/smart-accounts-kit')

let loading: Promise<SmartAccountsKit> | undefined

/**
 * MetaMask's Smart Accounts Kit, imported on the first smart-account use only: it costs about a second
 * and 125 MB, which a wallet node without smart-account users never pays.
 */
export function loadSmartAccountsKit(): Promise<SmartAccountsKit> {
  // The kit reports its calls (chain ids, functions) to MetaMask's analytics unless DO_NOT_TRACK is
  // set: a custody service tells no third party when its users sign.
  process.env.DO_NOT_TRACK = '1'
  loading ??= import('@metamask/smart-accounts-kit').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
