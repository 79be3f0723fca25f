import './style.css'
import { privateKeyToAccount } from 'viem/accounts'
import { accountIndexFrom, DEV_KEYS } from './devAccounts.js'
import { createDevWallet } from './devWallet.js'
import { startLocale } from './i18n/loadLocale.js'
import { readConfig } from './readConfig.js'
import { mountWallet } from './renderWallet.js'
import { takeOverOtherTabs } from './singleTab.js'
import { createWalletState } from './walletState.js'

const config = readConfig()
const accountIndex = accountIndexFrom(localStorage.getItem('airlock-dev-wallet:account'))
const store = createWalletState({
  accountIndex,
  address: privateKeyToAccount(DEV_KEYS[accountIndex] as `0x${string}`).address,
  balance: undefined,
  relay: 'connecting',
  error: undefined,
  pairing: false,
  proposals: [],
  requests: [],
  sessions: [],
  log: [],
})

// The page speaks the browser's language (English when the wallet does not).
await startLocale(document.documentElement, navigator.languages)
const root = document.getElementById('root') as HTMLElement
const wallet = createDevWallet(store, config)
mountWallet(root, store, config, wallet)
takeOverOtherTabs(() => void wallet.stop())
// The modal opens web wallets as `<webapp_link>/wc?uri=<pairing URI>`; `/?uri=` works too.
const uri = new URLSearchParams(location.search).get('uri')
if (uri) {
  // A reload must not pair the same URI again.
  history.replaceState(null, '', '/')
  await wallet.pair(uri)
}
