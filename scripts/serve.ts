import { configOrExit } from '../cloud/src/config/index.ts'

// A deployment's entry: `npm run serve [-- cloud modal wallet]` runs the named parts (those three by
// default) from the one configuration (env, AIRLOCK_CONFIG), never the offline stack's dev wallet,
// demo or development OpenID provider. Each part can run alone, on its own machine: the modal
// reaches the cloud and the wallet only by their public URLs. A cluster splits the cloud: `api`
// (the HTTP API alone) and `relay` (the WalletConnect relay alone), several of each behind a
// balancer, sharing Redis (AIRLOCK_REDIS_URL).
const parts = ['cloud', 'modal', 'wallet', 'api', 'relay'] as const
const defaultParts: Part[] = ['cloud', 'modal', 'wallet']
type Part = (typeof parts)[number]
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !parts.includes(name as Part))
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}: name any of ${parts.join(', ')}`)
  process.exit(2)
}
const running = new Set<Part>(asked.length > 0 ? (asked as Part[]) : defaultParts)
if (running.has('cloud') && (running.has('api') || running.has('relay'))) {
  console.error('cloud is api and relay in one process: name either cloud, or api and relay')
  process.exit(2)
}

// Checked alone first: a configuration production refuses exits before anything loads or binds.
const { config } = configOrExit()
const { join } = await import('node:path')
const { existsSync } = await import('node:fs')
const { createFrameAncestors } = await import('../modal-app/server/frameAncestors.ts')
const { modalBuilds, serveModal } = await import('./modalServer.ts')
const walletFrame = join(import.meta.dirname, '..', 'wallet-frame', 'dist')
const builds = { ...modalBuilds, walletFrame }
for (const [name, path] of Object.entries(builds))
  if (!existsSync(path)) {
    console.error(`Missing the ${name} build at ${path}: run \`npm run build\` first`)
    process.exit(1)
  }

// The modal and its wallet frame may be framed only by the pages each project allows.
const frameAncestors = createFrameAncestors({ cloudUrl: config.cloud.publicUrl })
const stops: (() => Promise<void>)[] = []
const lines: string[] = []
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
}

try {
  let devnetRegistry: `0x${string}` | undefined
  if (running.has('cloud') || running.has('api')) {
    const { missingDevChains, startStandaloneCloud } = await import('../cloud/src/standaloneCloud.ts')
    // The dev chains a development configuration asks for (production refuses it) come from the dev
    // package, started here beside the cloud: the cloud's own modules never start them.
    let devChains: import('../cloud/src/standaloneCloud.ts').DevChains | undefined
    if (missingDevChains(config)) {
      const { startDevChains } = await import('./devChains.ts')
      const chains = await startDevChains(config)
      stops.push(() => chains.stop())
      lines.push(...chains.urls)
      devChains = chains.devChains
    }
    const cloud = await startStandaloneCloud(config, {
      role: running.has('cloud') ? 'all' : 'api',
      ...(devChains ? { devChains } : {}),
    })
    stops.push(() => cloud.stop())
    lines.unshift(...cloud.urls)
    devnetRegistry = cloud.devnet?.farcasterRegistry
  }
  if (running.has('relay')) {
    const { startRelayNode } = await import('../cloud/src/relay/relayNode.ts')
    const { loadProjects } = await import('../cloud/src/projects/projects.ts')
    const { cloud } = config
    // With `api` in this process the relay takes the next port; alone it takes the cloud's.
    const relay = await startRelayNode({
      port: running.has('api') ? cloud.port + 1 : cloud.port,
      host: cloud.host,
      ...(cloud.redisUrl
        ? { cluster: { redisUrl: cloud.redisUrl } }
        : { dbPath: join(cloud.dataDir, 'relay.db') }),
      projects: loadProjects(cloud.projects),
      modalOrigins: cloud.modalOrigins,
      relayUrls: [cloud.publicUrl.replace(/^http/, 'ws')],
      trustedProxies: cloud.trustedProxies,
      ...(cloud.adminKey ? { adminKey: cloud.adminKey } : {}),
    })
    stops.push(() => relay.close())
    lines.push(`relay  ${relay.relayUrl}${cloud.redisUrl ? ' (sharing Redis)' : ''}`)
  }
  if (running.has('modal')) {
    const { readWalletConnectSettings, walletConnectTokens } = await import(
      '../modal-app/server/walletConnectSettings.ts'
    )
    const { coinbaseKeysToken } = await import('../modal-app/server/coinbaseSettings.ts')
    const modal = await serveModal({
      port: config.modal.port,
      host: config.cloud.host,
      tokens: {
        __AIRLOCK_CLOUD_URL__: config.cloud.publicUrl,
        __AIRLOCK_WALLET_URL__: config.wallet.publicUrl,
        ...walletConnectTokens(readWalletConnectSettings(process.env)),
        ...coinbaseKeysToken(process.env),
      },
      frameAncestors,
    })
    stops.push(() => modal.close())
    lines.push(`modal  ${config.modal.publicUrl} (listening on ${modal.url})`)
  }
  if (running.has('wallet')) {
    const { startWalletService } = await import('../cloud/src/walletService.ts')
    // The mail sink (a development configuration: production refuses it) is the dev package's.
    const startMailSink =
      config.mail.transport === 'sink' ? (await import('@airlock/dev-cloud')).startMailSink : undefined
    const wallet = await startWalletService({
      config,
      frameDir: walletFrame,
      hostAncestors: frameAncestors,
      ...(devnetRegistry ? { devnetRegistry } : {}),
      ...(startMailSink ? { startMailSink } : {}),
    })
    stops.push(() => wallet.stop())
    lines.push(...wallet.urls)
  }
} catch (error) {
  await stopAll()
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
console.log(`Airlock is serving (${[...running].join(', ')})\n${lines.join('\n')}`)
const stop = async () => {
  await stopAll()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
