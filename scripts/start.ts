import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { loadAdminKey } from '../cloud/src/access/adminKey.ts'
import { startStack } from './stack.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
// AIRLOCK_DATA_DIR: somewhere else for the chain and relay state (the first-run benchmark starts fresh).
const persistDir = process.env.AIRLOCK_DATA_DIR ?? join(import.meta.dirname, '..', 'cloud', '.data')
mkdirSync(persistDir, { recursive: true })
const adminKey = loadAdminKey(persistDir)
const stack = await startStack({
  demoPort: env('AIRLOCK_DEMO_PORT', 5173),
  modalPort: env('AIRLOCK_MODAL_PORT', 5174),
  cloudPort: env('AIRLOCK_CLOUD_PORT', 8787),
  anvilPort: env('AIRLOCK_ANVIL_PORT', 8545),
  devWalletPort: env('AIRLOCK_DEV_WALLET_PORT', 5176),
  walletPort: env('AIRLOCK_WALLET_PORT', 5175),
  mailSmtpPort: env('AIRLOCK_SMTP_PORT', 2525),
  mailboxPort: env('AIRLOCK_MAILBOX_PORT', 5177),
  oidcPort: env('AIRLOCK_OIDC_PORT', 5178),
  solanaPort: env('AIRLOCK_SOLANA_PORT', 8899),
  persistDir,
  adminKey,
})
const { demo, modal, cloud, anvil, devWallet, wallet, mailbox, oidc, solana } = stack.urls
console.log(`
Airlock is running (Ctrl-C to stop)

  demo dApp (React, npm host-sdk)   ${demo}/
  demo dApp (two-line <script>)     ${demo}/script.html
  demo dApp (EVM and Solana)        ${demo}/solana.html
  modal (visit directly: debug)     ${modal}/
  cloud API                         ${cloud}
  WalletConnect relay               ${cloud.replace('http', 'ws')}
  anvil (chain 31337)               ${anvil}
  Solana localnet (litesvm)         ${solana}
  dev wallet (anvil's test keys)    ${devWallet}/
  embedded wallet (email login)     ${wallet}/
  mailbox (login codes and links)   ${mailbox}/
  social logins (dev OpenID)        ${oidc}/  (sign in as Alice or Bob)
  analytics (operator only)         curl -H 'Authorization: Bearer ${adminKey}' '${cloud}/e?projectId=airlock-demo'

Open the demo in Chromium (*.localhost resolves there without a hosts entry), click Connect wallet
and choose "Airlock Dev Wallet": it opens in a tab, holding anvil's test accounts (#0 has 10,000 ETH),
and asks you to approve the connection and each request.
Or type an email on Connect: the login link and the code arrive in the mailbox page above, and each
signature or transaction of that embedded wallet is approved in the modal.
Or add the devnet to a browser wallet (MetaMask): RPC ${anvil}, chain id 31337, currency ETH,
and import anvil's test key #0 (public to everyone: never send real funds to it):
  0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80
`)
const stop = async () => {
  await stack.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
