import {
  deployDevnet,
  devOidcClients,
  devSocialConfig,
  type RunningAnvil,
  startAnvil,
  startDevOidcProvider,
} from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { startWalletKit, WALLET_ORIGIN, type WalletKit } from '../wallet/walletTestKit.js'

export interface WalletFuzzTarget {
  anvil: RunningAnvil
  kit: WalletKit
  stop(): Promise<void>
}

/**
 * What the wallet route fuzz (test and bench) attacks: the wallet service with every route on
 * (email, social through the dev OpenID provider, Farcaster on the devnet's registry, signing on a
 * real anvil). Long polls answer at once and the rate limit is lifted, so the fuzz reaches every
 * handler at full speed (the limits have tests of their own).
 */
export async function startWalletFuzzTarget(): Promise<WalletFuzzTarget> {
  const anvil = await startAnvil({ port: await freePort() })
  try {
    const devnet = await deployDevnet(anvil.url)
    const oidc = await startDevOidcProvider({ port: 0, clients: devOidcClients(WALLET_ORIGIN) })
    const kit = await startWalletKit({
      rpcUrl: anvil.url,
      social: devSocialConfig(oidc.url),
      farcaster: { registry: devnet.farcasterRegistry, claimWaitMs: 20 },
      limits: { requestsPerSecond: 1_000_000, burst: 1_000_000, socialClaimWaitMs: 20 },
    }).catch(async (error) => {
      await oidc.close()
      throw error
    })
    return {
      anvil,
      kit,
      async stop() {
        await kit.close()
        await oidc.close()
        await anvil.stop()
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
