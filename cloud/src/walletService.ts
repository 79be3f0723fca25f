import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Address } from 'viem'
import type { AirlockConfig } from './config/airlockSettings.js'
import { loadProjects } from './projects/projects.js'
import { createWalletServer, type WalletServerOptions } from './wallet/createWalletServer.js'
import { vaultTransitKeyEncryptionKey } from './wallet/keyEncryptionKey.js'
import { masterKeyFrom } from './wallet/keyVault.js'
import type { SmtpOptions } from './wallet/mailer.js'
import { socialProviderNames } from './wallet/social/socialConfig.js'
import { socialSettingsFromEnv } from './wallet/social/socialSettings.js'

export interface WalletServiceParameters {
  config: AirlockConfig
  /** The wallet frame's built bundle (wallet-frame/dist). */
  frameDir: string
  /** The modal server's frame-ancestors for a project: the frame may sit only where the modal may. */
  hostAncestors: (projectId: string | null) => Promise<string>
  /** The devnet's IdRegistry when anvil runs in this process: Farcaster's custody there, offline. */
  devnetRegistry?: Address
  /**
   * With `mail.transport` sink: starts the mail sink (@airlock/dev-cloud's `startMailSink`), handed in
   * by the development composition (scripts/serve.ts): this module never loads a stand-in.
   */
  startMailSink?: (ports: { port: number; httpPort: number }) => Promise<MailSink>
}

/** The dev mail sink as the wallet service uses it: SMTP in, a mailbox page out. */
export interface MailSink {
  smtpPort: number
  httpUrl: string
  close(): Promise<void>
}

export interface RunningWalletService {
  urls: string[]
  stop(): Promise<void>
}

/**
 * The wallet service's master key (envelope encryption of embedded keys): the configured one, else
 * one kept beside the data (0600) so embedded wallets survive a restart, else (no data dir: a
 * run in memory) a fresh one. Production refuses all but the first before anything starts.
 */
export function walletMasterKey(configured: string | undefined, dataDir: string | undefined): Buffer {
  if (configured) return masterKeyFrom(configured)
  if (!dataDir) return randomBytes(32)
  const file = join(dataDir, 'wallet-master-key')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return masterKeyFrom(readFileSync(file, 'utf8'))
}

/** Each eip155 chain the operator named, by chain id, on its first endpoint; the devnet's anvil when on. */
function evmChainsOf(config: AirlockConfig): Map<number, string> {
  const chains = new Map<number, string>()
  if (config.devnet.anvil) chains.set(31337, `http://127.0.0.1:${config.devnet.anvilPort}`)
  for (const [caip, urls] of Object.entries(config.cloud.rpcUpstreams)) {
    const id = /^eip155:(\d{1,12})$/.exec(caip)?.[1]
    if (id && urls[0]) chains.set(Number(id), urls[0])
  }
  return chains
}

/**
 * The providers' settings: each adapter's own (Apple's team and key, URLs) from env, the client id
 * and secret from the configuration, so a value given in the AIRLOCK_CONFIG file counts too.
 */
function socialOf(config: AirlockConfig) {
  const env: Record<string, string | undefined> = { ...process.env }
  for (const provider of socialProviderNames) {
    const prefix = `AIRLOCK_SOCIAL_${provider.toUpperCase()}_CLIENT`
    env[`${prefix}_ID`] = config.social[`${provider}ClientId`]
    env[`${prefix}_SECRET`] = config.social[`${provider}ClientSecret`]
  }
  return socialSettingsFromEnv(env)
}

/**
 * The embedded wallet's frame and service as a deployment runs it, from the one configuration:
 * its public URL, the modal's origin, SMTP (or the mail sink offline), the social providers
 * configured, Sign In With Farcaster on the registry named (or the devnet's), and every chain the
 * operator named an RPC for. No development OpenID provider: `npm start`'s stack runs that.
 */
export async function startWalletService({
  config,
  frameDir,
  hostAncestors,
  devnetRegistry,
  startMailSink,
}: WalletServiceParameters): Promise<RunningWalletService> {
  const { wallet, mail, farcaster, cloud } = config
  mkdirSync(cloud.dataDir, { recursive: true })
  const chains = evmChainsOf(config)
  const rpcUrl = chains.get(wallet.chainId)
  if (!rpcUrl)
    throw new Error(
      `The embedded wallet's chain eip155:${wallet.chainId} has no RPC: name one in AIRLOCK_RPC_UPSTREAMS or set AIRLOCK_WALLET_CHAIN_ID`,
    )
  const stops: (() => Promise<void> | void)[] = []
  let smtp: SmtpOptions
  const urls: string[] = []
  if (mail.transport === 'sink') {
    if (!startMailSink)
      throw new Error(
        'The mail sink is a dev stand-in this process never starts: run `npm run serve -- wallet` (it starts it from @airlock/dev-cloud), or set AIRLOCK_MAIL=smtp',
      )
    const sink = await startMailSink({ port: mail.smtpPort, httpPort: mail.mailboxPort })
    stops.push(() => sink.close())
    smtp = { host: '127.0.0.1', port: sink.smtpPort, from: mail.from }
    urls.push(`mailbox ${sink.httpUrl} (the mail sink: every login code, never delivered)`)
  } else {
    smtp = {
      host: mail.smtpHost,
      port: mail.smtpPort,
      from: mail.from,
      secure: mail.smtpSecure,
      ...(mail.smtpUser && mail.smtpPassword
        ? { auth: { user: mail.smtpUser, pass: mail.smtpPassword } }
        : {}),
    }
  }
  const registry = farcaster.idRegistry
  const [, registryChain, registryAddress] = registry?.split(':') ?? []
  const farcasterOptions: WalletServerOptions['farcaster'] =
    registry !== undefined
      ? {
          registry: registryAddress as Address,
          rpcUrl: chains.get(Number(registryChain)) ?? rpcUrl,
        }
      : devnetRegistry
        ? { registry: devnetRegistry }
        : undefined
  try {
    const server = await createWalletServer({
      port: wallet.port,
      host: cloud.host,
      walletOrigin: new URL(wallet.publicUrl).origin,
      publicUrl: wallet.publicUrl,
      modalOrigin: new URL(config.modal.publicUrl).origin,
      databaseUrl: wallet.databaseUrl ?? join(cloud.dataDir, 'wallet.db'),
      // A KMS wraps the data keys when configured; else the master key does.
      ...(wallet.vaultUrl
        ? {
            keyEncryptionKey: vaultTransitKeyEncryptionKey({
              url: wallet.vaultUrl,
              token: wallet.vaultToken ?? '',
              key: wallet.vaultKey,
            }),
          }
        : { masterKey: walletMasterKey(wallet.masterKey, cloud.dataDir) }),
      // Several wallet nodes share the email cooldown, budgets and the signing lock there.
      ...(cloud.redisUrl ? { redisUrl: cloud.redisUrl } : {}),
      // Behind a balancer, each client its own budgets (AIRLOCK_TRUSTED_PROXIES).
      trustedProxies: cloud.trustedProxies,
      smtp,
      rpcUrl,
      chainId: wallet.chainId,
      chains: Object.fromEntries(chains),
      frameDir,
      hostAncestors,
      social: socialOf(config),
      projects: loadProjects(cloud.projects),
      ...(farcasterOptions
        ? {
            farcaster: {
              ...farcasterOptions,
              ...(farcaster.relayUrl ? { relayUrl: farcaster.relayUrl } : {}),
              ...(farcaster.relayAuthKey ? { relayAuthKey: farcaster.relayAuthKey } : {}),
            },
          }
        : {}),
    })
    stops.push(() => server.close())
    urls.unshift(`wallet ${wallet.publicUrl} (listening on ${server.url})`)
  } catch (error) {
    for (const stop of stops.reverse()) await stop()
    throw error
  }
  return {
    urls,
    async stop() {
      for (const stop of stops.splice(0).reverse()) await stop()
    },
  }
}
