import { mkdirSync } from 'node:fs'
import { loadAdminKey } from '../cloud/src/access/adminKey.ts'
import { configOrExit } from '../cloud/src/config/index.ts'

// Settings from env and AIRLOCK_CONFIG (cloud/src/config/): ports, the data dir (AIRLOCK_DATA_DIR moves
// the chain and relay state; the first-run benchmark starts fresh), keys.
const { config, production } = configOrExit()
if (production) {
  console.error(
    'npm start runs the offline stand-ins (anvil, the dev wallet, the mail sink, the dev OpenID provider): a deployment runs `npm run serve` (the cloud, the modal server and the wallet service from your configuration)',
  )
  process.exit(1)
}
// Only now the stack's modules: a refused configuration exits before any of them loads.
const { startStack } = await import('./stack.ts')
const persistDir = config.cloud.dataDir
mkdirSync(persistDir, { recursive: true })
const adminKey = config.cloud.adminKey ?? loadAdminKey(persistDir, {})
const stack = await startStack({
  demoPort: config.stack.demoPort,
  modalPort: config.modal.port,
  cloudPort: config.cloud.port,
  anvilPort: config.devnet.anvilPort,
  devWalletPort: config.stack.devWalletPort,
  walletPort: config.wallet.port,
  mailSmtpPort: config.mail.smtpPort,
  mailboxPort: config.mail.mailboxPort,
  oidcPort: config.social.devProviderPort,
  solanaPort: config.devnet.solanaPort,
  // ERC-4337 bundlers' usual port.
  bundlerPort: 4337,
  paymasterPort: 4338,
  persistDir,
  adminKey,
  treasuryKey: config.onramp.treasuryKey,
  rpcUpstreams: config.cloud.rpcUpstreams,
  ...(config.wallet.masterKey ? { walletMasterKey: config.wallet.masterKey } : {}),
  ...(config.farcaster.relayUrl ? { farcasterRelayUrl: config.farcaster.relayUrl } : {}),
  ...(config.farcaster.relayAuthKey ? { farcasterRelayAuthKey: config.farcaster.relayAuthKey } : {}),
  // `npm run start:cluster`: the same product with the cloud as a cluster on this machine.
  ...(process.env.AIRLOCK_CLUSTER === '1' ? { cluster: {} } : {}),
})
const {
  demo,
  modal,
  cloud,
  anvil,
  devWallet,
  wallet,
  mailbox,
  oidc,
  solana,
  bundler,
  paymaster,
  safeWallet,
  coinbaseKeys,
} = stack.urls
console.log(`
Airlock is running (Ctrl-C to stop)

  demo dApp (React, npm host-sdk)   ${demo}/
  demo dApp (two-line <script>)     ${demo}/script.html
  demo dApp (EVM and Solana)        ${demo}/solana.html
  modal (visit directly: debug)     ${modal}/
  cloud API                         ${cloud}${stack.cluster ? ' (HAProxy)' : ''}
  WalletConnect relay               ${cloud.replace('http', 'ws')}${clusterLines()}
  anvil (chain 31337)               ${anvil}
  ERC-4337 bundler (alto, EP v0.7)  ${bundler}
  paymaster (ERC-7677, sponsors)    ${paymaster}
  Solana localnet (litesvm)         ${solana}
  dev wallet (anvil's test keys)    ${devWallet}/
  Coinbase keys popup (stand-in)    ${coinbaseKeys}
  embedded wallet (email login)     ${wallet}/
  mailbox (login codes and links)   ${mailbox}/
  Safe{Wallet} stand-in (Safe App)  ${safeWallet}/?app=${encodeURIComponent(`${demo}/safe.html`)}
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
function clusterLines() {
  const cluster = stack.cluster
  if (!cluster) return ''
  const nodes = cluster.nodes.map((node) => `\n    ${node.name.padEnd(8)} ${node.url}`).join('')
  return `\n  cluster behind it:${nodes}\n    redis    ${cluster.redis.url}\n    postgres ${cluster.postgres.url}`
}
const stop = async () => {
  await stack.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
