import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  DEVNET_SMART_ACCOUNTS,
  deployDevnet,
  deployDevSafe,
  devOidcClients,
  devSocialConfig,
  freePort,
  SOLANA_LOCALNET_CHAIN_ID,
  solanaLocalnetChains,
  startAnvil,
  startCoinbaseKeysStandIn,
  startDevnetPaymaster,
  startDevOidcProvider,
  startMailSink,
  startSafeWalletStandIn,
  startSmartAccountsDevnet,
  startSolanaRpc,
} from '@airlock/dev-cloud'
import { DEVNET_TREASURY_KEY, onrampSandbox } from '@airlock/dev-cloud/onramp-sandbox'
import type { Hex } from 'viem'
import { configuredChains, createCloudServer } from '../cloud/src/index.ts'
import { type OnrampParameters, treasuryAddressOf } from '../cloud/src/onramp/index.ts'
import { createWalletServer, maskedSocialSettings, socialSettingsFromEnv } from '../cloud/src/wallet/index.ts'
import { walletMasterKey } from '../cloud/src/walletService.ts'
import { createDemoApi } from '../host-sdk/demo/server/createDemoApi.ts'
import { createFrameAncestors } from '../modal-app/server/frameAncestors.ts'
import { readWalletConnectSettings, walletConnectTokens } from '../modal-app/server/walletConnectSettings.ts'
import { type RunningCluster, startCluster } from './cluster.ts'
import { clusterDirectory } from './clusterDirectory.ts'
import { type DelayProxy, startDelayProxy } from './delayProxy.ts'
import { modalBuilds, serveModal } from './modalServer.ts'
import { serveStatic } from './staticServer.ts'

export interface StackPorts {
  demoPort?: number
  modalPort?: number
  cloudPort?: number
  anvilPort?: number
  /** The dev wallet (dev-wallet/), a web wallet holding anvil's keys, on devwallet.localhost. */
  devWalletPort?: number
  /** The embedded wallet (its frame and service, wallet-frame/ + cloud/src/wallet) on wallet.localhost. */
  walletPort?: number
  /** The local mail sink: SMTP for the wallet service's codes, and its mailbox page. */
  mailSmtpPort?: number
  mailboxPort?: number
  /** The local OpenID provider standing in for every social login (google, x, discord, github, apple, facebook). */
  oidcPort?: number
  /** The local Solana chain (JSON-RPC over litesvm; PubSub on the same port and, as web3.js expects, port + 1). */
  solanaPort?: number
  /** The ERC-4337 bundler (alto) in front of anvil's EntryPoint v0.7; a free port when omitted. */
  bundlerPort?: number
  /** The devnet's ERC-7677 paymaster service, which sponsors the embedded wallet's user operations; a free port when omitted. */
  paymasterPort?: number
  /** The Safe{Wallet} stand-in on safe.localhost: frames a demo page as a Safe App of the dev Safe. */
  safeWalletPort?: number
  /** The Coinbase keys popup's stand-in (the Coinbase Wallet SDK's `keysUrl`) on keys.localhost. */
  coinbaseKeysPort?: number
  /** Where the dev wallet sits in the directory: 0 puts it first on Connect. */
  devWalletOrder?: number
  /** Keep anvil's chain and the relay's messages here across restarts; fresh state when omitted. */
  persistDir?: string
  /** Append this many synthetic wallets to the directory (tests and benchmarks only). */
  syntheticWallets?: number
  /** Reads the cloud's analytics (`GET /e`, `Authorization: Bearer`); unset, nobody can. */
  adminKey?: string
  /**
   * The operator's RPC upstreams (`AIRLOCK_RPC_UPSTREAMS`): proxied, and the `eip155:` ones served by
   * the blockchain API beside the devnet (which keeps 31337).
   */
  rpcUpstreams?: Record<string, string[]>
  /** Put a TCP proxy on the cloud's port, in front of the cloud, whose delay tests can set (fault tests). */
  cloudProxy?: boolean
  /**
   * The cloud as a cluster (`npm run start:cluster`): API and relay nodes in processes of their own
   * behind HAProxy on the cloud's port, on PostgreSQL and Redis; unset, one cloud in this process.
   */
  cluster?: { apiNodes?: number; relayNodes?: number }
  /** The on-ramp's treasury key (`AIRLOCK_ONRAMP_TREASURY_KEY`); the devnet's public one when omitted. */
  treasuryKey?: Hex
  /** Real providers' checkouts in place of their sandbox (`createOnramp`'s `providerCheckouts`). */
  onrampProviderCheckouts?: OnrampParameters['providerCheckouts']
  /** Real providers' order status (`createOnramp`'s `providerStatuses`). */
  onrampProviderStatuses?: OnrampParameters['providerStatuses']
  /** Real providers' quotes for the real networks (`createOnramp`'s `providerQuotes`). */
  onrampProviderQuotes?: OnrampParameters['providerQuotes']
  /** The wallet service's master key, hex or base64 (`AIRLOCK_WALLET_MASTER_KEY`); else kept beside `persistDir`. */
  walletMasterKey?: string
  /** The Farcaster Auth relay Sign In With Farcaster goes through (`AIRLOCK_FARCASTER_RELAY_URL`); else the wallet's own. */
  farcasterRelayUrl?: string
  /** The key our relay's authenticate requires (`AIRLOCK_FARCASTER_RELAY_AUTH_KEY`); else any app. */
  farcasterRelayAuthKey?: string
}

export interface Stack {
  urls: {
    demo: string
    modal: string
    cloud: string
    anvil: string
    devWallet: string
    wallet: string
    mailbox: string
    oidc: string
    solana: string
    bundler: string
    paymaster: string
    safeWallet: string
    /** The Coinbase Wallet SDK's `preference.keysUrl` in development: the keys popup's stand-in. */
    coinbaseKeys: string
  }
  /** With `cluster`: its nodes, servers and balancer. */
  cluster: RunningCluster | undefined
  /** Stops and starts the cloud (API + relay) on the same port, as a deploy or a crash would. */
  restartCloud(): Promise<void>
  /** The cloud down (a crash) and up again, separately. */
  stopCloud(): Promise<void>
  startCloud(): Promise<void>
  /** A hung chain node: anvil frozen, then thawed. */
  pauseAnvil(): void
  resumeAnvil(): void
  /** With `cloudProxy`: a slow network in front of the cloud. */
  setCloudDelay(ms: number): void
  /** The static servers' files all compressed (benches measure from then on). */
  warmedUp: Promise<void>
  stop(): Promise<void>
}

const root = join(import.meta.dirname, '..')
const dists = {
  demo: join(root, 'host-sdk', 'demo', 'dist'),
  devWallet: join(root, 'dev-wallet', 'dist'),
  walletFrame: join(root, 'wallet-frame', 'dist'),
}

/**
 * Everything the product runs, on loopback: anvil, the cloud (API + relay), the demo host pages on
 * app.localhost, the modal on modal.localhost and the dev wallet on devwallet.localhost. Different
 * hostnames, not only ports, so Chromium gives the modal its own renderer process.
 */
export async function startStack({
  demoPort = 5173,
  modalPort = 5174,
  cloudPort = 8787,
  anvilPort = 8545,
  devWalletPort = 5176,
  walletPort = 5175,
  mailSmtpPort = 2525,
  mailboxPort = 5177,
  oidcPort = 5178,
  safeWalletPort = 5179,
  solanaPort = 8899,
  bundlerPort: configuredBundlerPort,
  paymasterPort: configuredPaymasterPort,
  coinbaseKeysPort = 5180,
  devWalletOrder = 0,
  persistDir,
  syntheticWallets: synthetic = 0,
  adminKey,
  cloudProxy = false,
  cluster: clusterShape,
  // What the on-ramp's treasury delivers shows under the history's `onramp` filter.
  treasuryKey = DEVNET_TREASURY_KEY,
  onrampProviderCheckouts,
  onrampProviderStatuses,
  onrampProviderQuotes,
  walletMasterKey: configuredMasterKey,
  farcasterRelayUrl,
  farcasterRelayAuthKey,
  rpcUpstreams: operatorUpstreams = {},
}: StackPorts = {}): Promise<Stack> {
  for (const [name, path] of Object.entries({ ...dists, ...modalBuilds })) {
    if (!existsSync(path)) throw new Error(`Missing ${name} build at ${path}: run \`npm run build\` first`)
  }
  if (persistDir) mkdirSync(persistDir, { recursive: true })
  const bundlerPort = configuredBundlerPort ?? (await freePort())
  const paymasterPort = configuredPaymasterPort ?? (await freePort())
  const urls = {
    demo: `http://app.localhost:${demoPort}`,
    modal: `http://modal.localhost:${modalPort}`,
    cloud: `http://127.0.0.1:${cloudPort}`,
    anvil: `http://127.0.0.1:${anvilPort}`,
    devWallet: `http://devwallet.localhost:${devWalletPort}`,
    wallet: `http://wallet.localhost:${walletPort}`,
    mailbox: `http://127.0.0.1:${mailboxPort}`,
    oidc: `http://127.0.0.1:${oidcPort}`,
    solana: `http://127.0.0.1:${solanaPort}`,
    bundler: `http://127.0.0.1:${bundlerPort}`,
    paymaster: `http://127.0.0.1:${paymasterPort}`,
    safeWallet: `http://safe.localhost:${safeWalletPort}`,
    coinbaseKeys: `http://keys.localhost:${coinbaseKeysPort}/connect`,
  }
  const tokens = {
    __AIRLOCK_MODAL_URL__: urls.modal,
    __AIRLOCK_CLOUD_URL__: urls.cloud,
    __AIRLOCK_RPC_URL__: urls.anvil,
    __AIRLOCK_DEMO_URL__: urls.demo,
    __AIRLOCK_DEV_WALLET_URL__: urls.devWallet,
    __AIRLOCK_WALLET_URL__: urls.wallet,
    __AIRLOCK_SOLANA_RPC_URL__: urls.solana,
    __AIRLOCK_COINBASE_KEYS_URL__: urls.coinbaseKeys,
    // Unset (the default here): the modal pairs on the cloud's relay.
    ...walletConnectTokens(readWalletConnectSettings(process.env)),
  }
  const stops: (() => Promise<void>)[] = []
  const relayDbPath = persistDir ? join(persistDir, 'relay.db') : ':memory:'
  const rpcUpstreams = {
    ...operatorUpstreams,
    'eip155:31337': [urls.anvil],
    [SOLANA_LOCALNET_CHAIN_ID]: [urls.solana],
  }
  // Balances and history for the local Solana chain; its treasury is the on-ramp's sender there.
  const solanaChains = solanaLocalnetChains(urls.solana)
  // The dev wallet is listed by the local stack only: a hosted cloud must not list a loopback wallet.
  const directorySpec = { devWalletUrl: urls.devWallet, devWalletOrder, synthetic }
  const directory = clusterDirectory(directorySpec)
  let cloud: Awaited<ReturnType<typeof createCloudServer>> | undefined
  let cluster: RunningCluster | undefined
  if (clusterShape && cloudProxy) throw new Error('cloudProxy and cluster: the balancer holds the cloud port')
  let anvil: Awaited<ReturnType<typeof startAnvil>> | undefined
  let chains: Parameters<typeof createCloudServer>[0]['chains']
  // Only the modal's origin may call the project routes, for the pages on a project's allowlist.
  // Behind the proxy the cloud listens on a port of its own; clients still use `urls.cloud`.
  const cloudListenPort = cloudProxy ? await freePort() : cloudPort
  let proxy: DelayProxy | undefined
  const warmUps: Promise<void>[] = []
  const cloudOptions = () => ({
    port: cloudListenPort,
    publicUrl: urls.cloud,
    modalOrigins: [urls.modal],
    ...(adminKey ? { adminKey } : {}),
    relayDbPath,
    rpcUpstreams,
    directory,
    chains,
    solanaChains,
    onramp: {
      treasuryKey,
      // The devnet's sandbox checkout (test cards), injected: the cloud's own modules have none.
      sandbox: onrampSandbox,
      ...(onrampProviderCheckouts ? { providerCheckouts: onrampProviderCheckouts } : {}),
      ...(onrampProviderStatuses ? { providerStatuses: onrampProviderStatuses } : {}),
      ...(onrampProviderQuotes ? { providerQuotes: onrampProviderQuotes } : {}),
    },
  })
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => undefined)
  }
  try {
    anvil = await startAnvil({
      port: anvilPort,
      ...(persistDir ? { statePath: join(persistDir, 'anvil-state.json') } : {}),
    })
    stops.push(() => anvil?.stop() ?? Promise.resolve())
    const solana = await startSolanaRpc({
      port: solanaPort,
      ...(persistDir ? { statePath: join(persistDir, 'solana.db') } : {}),
    })
    stops.push(() => solana.close())
    const devnet = await deployDevnet(urls.anvil)
    // A 2-of-2 Safe of anvil accounts 5 and 6, and Safe{Wallet} standing in to frame the demo as its Safe App.
    const devSafe = await deployDevSafe(urls.anvil)
    const safeWallet = await startSafeWalletStandIn({
      safe: devSafe,
      port: safeWalletPort,
      publicUrl: urls.safeWallet,
      appOrigins: [urls.demo],
    })
    stops.push(() => safeWallet.close())
    // ERC-4337: the EntryPoint and the account factory, then the bundler, which takes seconds to
    // answer: it starts beside the rest and is awaited last, as are MetaMask's smart accounts
    // (HybridDeleGator, the DelegationManager and its enforcers), deployed against that EntryPoint.
    const bundler = startSmartAccountsDevnet(urls.anvil, { port: bundlerPort })
    bundler.catch(() => undefined)
    stops.push(() => bundler.then((b) => b.stop()))
    // The devnet's paymaster (ERC-7677, a VerifyingPaymaster against that EntryPoint): once the
    // EntryPoint is there, it deploys and serves beside the bundler.
    const paymaster = bundler.then(() => startDevnetPaymaster({ rpcUrl: urls.anvil, port: paymasterPort }))
    paymaster.catch(() => undefined)
    stops.push(() => paymaster.then((p) => p.stop()))
    // The embedded wallet's smart accounts (MetaMask's HybridDeleGator) on the devnet, through that
    // bundler, their gas sponsored by that paymaster (an account funded only with what it sends).
    const devnetSmartAccounts = {
      31337: { bundlerUrl: urls.bundler, environment: DEVNET_SMART_ACCOUNTS, paymasterUrl: urls.paymaster },
    }
    chains = {
      'eip155:31337': { rpcUrl: urls.anvil, devnet, onrampSenders: [treasuryAddressOf(treasuryKey)] },
      ...configuredChains(operatorUpstreams, ['eip155:31337']),
    }
    if (clusterShape) {
      cluster = await startCluster({
        port: cloudPort,
        ...clusterShape,
        ...(persistDir ? { dataDir: join(persistDir, 'cluster') } : {}),
        settings: {
          publicUrl: urls.cloud,
          modalOrigins: [urls.modal],
          ...(adminKey ? { adminKey } : {}),
          rpcUpstreams,
          directory: directorySpec,
          chains,
          solanaChains,
          treasuryKey,
          onrampSandbox: true,
          // The embedded wallet as the cluster's wallet nodes, behind the balancer on the wallet's port.
          wallet: {
            port: walletPort,
            publicUrl: urls.wallet,
            modalOrigin: urls.modal,
            masterKey: `0x${walletMasterKey(configuredMasterKey, persistDir).toString('hex')}`,
            // The mail sink and the OpenID provider start below, on these ports.
            smtp: { host: '127.0.0.1', port: mailSmtpPort, from: 'Airlock <login@wallet.localhost>' },
            rpcUrl: urls.anvil,
            chainId: 31337,
            frameDir: dists.walletFrame,
            social: { ...devSocialConfig(urls.oidc), ...socialSettingsFromEnv() },
            farcaster: {
              registry: devnet.farcasterRegistry,
              ...(farcasterRelayUrl ? { relayUrl: farcasterRelayUrl } : {}),
              ...(farcasterRelayAuthKey ? { relayAuthKey: farcasterRelayAuthKey } : {}),
            },
            smartAccounts: devnetSmartAccounts,
          },
        },
      })
      stops.push(() => cluster?.stop() ?? Promise.resolve())
    } else {
      cloud = await createCloudServer(cloudOptions())
      stops.push(() => cloud?.close() ?? Promise.resolve())
    }
    if (cloudProxy) {
      proxy = await startDelayProxy(cloudPort, { host: '127.0.0.1', port: cloudListenPort })
      stops.push(() => proxy?.close() ?? Promise.resolve())
    }
    // The demo's own backend (`/api/siwx/*`): checks a Sign-In-With-X session as a dApp's server would.
    const demoApi = createDemoApi({ origin: urls.demo, rpcUrl: urls.anvil, chainId: 31337 })
    const demo = await serveStatic({ root: dists.demo, port: demoPort, tokens, api: demoApi })
    stops.push(() => demo.close())
    warmUps.push(demo.warmedUp)
    // The browser refuses to show the modal in a page off the project's allowlist.
    const frameAncestors = createFrameAncestors({ cloudUrl: urls.cloud })
    const modal = await serveModal({ port: modalPort, tokens, frameAncestors })
    stops.push(() => modal.close())
    warmUps.push(modal.warmedUp)
    // Its own origin, on the `airlock-dev-wallet` project's allowlist: the relay lets it in without a key.
    const devWallet = await serveStatic({ root: dists.devWallet, port: devWalletPort, tokens })
    stops.push(() => devWallet.close())
    warmUps.push(devWallet.warmedUp)
    // The Coinbase Wallet SDK's keys popup, played by a local page with a dev account, on its own origin.
    const coinbaseKeys = await startCoinbaseKeysStandIn({ rpcUrl: urls.anvil, port: coinbaseKeysPort })
    stops.push(() => coinbaseKeys.close())
    // The embedded wallet: its frame and its service on one origin, mailing codes to the local sink.
    const mail = await startMailSink({ port: mailSmtpPort, httpPort: mailboxPort })
    stops.push(() => mail.close())
    // Social logins run for real against a local OpenID provider, one client per provider.
    const realSocial = socialSettingsFromEnv()
    if (Object.keys(realSocial).length > 0)
      console.log(`[wallet] social providers: ${JSON.stringify(maskedSocialSettings(realSocial))}`)
    const oidc = await startDevOidcProvider({ port: oidcPort, clients: devOidcClients(urls.wallet) })
    stops.push(() => oidc.close())
    // A cluster's wallet is its wallet nodes, started with it.
    const wallet = cluster
      ? undefined
      : await createWalletServer({
          port: walletPort,
          walletOrigin: urls.wallet,
          modalOrigin: urls.modal,
          databaseUrl: persistDir ? join(persistDir, 'wallet.db') : ':memory:',
          masterKey: walletMasterKey(configuredMasterKey, persistDir),
          smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Airlock <login@wallet.localhost>' },
          rpcUrl: urls.anvil,
          chainId: 31337,
          frameDir: dists.walletFrame,
          // A provider with AIRLOCK_SOCIAL_* settings speaks its own protocol; the others stay on the development provider.
          social: { ...devSocialConfig(oidc.url), ...realSocial },
          // Embedded by the modal, within the pages the project allows (as the modal itself is).
          hostAncestors: frameAncestors,
          // Sign In With Farcaster: custody addresses from the devnet's registry contract.
          farcaster: {
            registry: devnet.farcasterRegistry,
            ...(farcasterRelayUrl ? { relayUrl: farcasterRelayUrl } : {}),
            ...(farcasterRelayAuthKey ? { relayAuthKey: farcasterRelayAuthKey } : {}),
          },
          smartAccounts: devnetSmartAccounts,
        })
    stops.push(() => wallet?.close() ?? Promise.resolve())
    await bundler
    await paymaster
  } catch (error) {
    await stop()
    throw error
  }
  // The cloud's nodes (API and relay): the wallet's stay up when the cloud goes down.
  const cloudNodes = () => cluster?.nodes.filter((node) => node.role !== 'wallet') ?? []
  const stopCloud = async () => {
    await cloud?.close()
    cloud = undefined
    for (const node of cloudNodes()) await node.stop()
  }
  const startCloud = async () => {
    if (cluster) for (const node of cloudNodes()) await node.start()
    else cloud ??= await createCloudServer(cloudOptions())
  }
  return {
    urls,
    cluster,
    stop,
    warmedUp: Promise.all(warmUps).then(() => undefined),
    restartCloud: async () => {
      await stopCloud()
      await startCloud()
    },
    stopCloud,
    startCloud,
    pauseAnvil: () => anvil?.pause(),
    resumeAnvil: () => anvil?.resume(),
    setCloudDelay: (ms) => proxy?.setDelay(ms),
  }
}
