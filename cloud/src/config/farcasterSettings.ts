import { z } from 'zod'
import { defineSetting } from './defineSetting.js'
import { publicHttpsProblem } from './productionChecks.js'
import { serverSettings } from './serverSettings.js'
import { httpUrlKind, textKind } from './settingKinds.js'

/** The Farcaster Auth relay the public Farcaster app looks sign-ins up on. */
export const PUBLIC_FARCASTER_RELAY = 'https://relay.farcaster.xyz'

const relayAuthKey = defineSetting({
  env: 'AIRLOCK_FARCASTER_RELAY_AUTH_KEY',
  schema: textKind.optional(),
  fallback: undefined,
  secret: true,
  doc: "Key our relay's authenticate requires (X-Farcaster-Auth-Relay-Key) from the app that signs; unset, any holder of a channel token",
})

/** Farcaster's IdRegistry on OP Mainnet: whose `custodyOf(fid)` speaks for each Farcaster account. */
export const FARCASTER_ID_REGISTRY = 'eip155:10:0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

const idRegistry = defineSetting({
  env: 'AIRLOCK_FARCASTER_ID_REGISTRY',
  schema: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z.string().regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, {
        error: 'Expected the registry as eip155:<chain id>:<address>',
      }),
    )
    .optional(),
  fallback: undefined,
  doc: `The IdRegistry custody is read from, CAIP-10 (${FARCASTER_ID_REGISTRY}); unset, the devnet's when anvil runs, else Sign In With Farcaster is off`,
  refuseInProduction: (registry, _source, read) => {
    const chain = registry?.split(':').slice(0, 2).join(':')
    return chain !== undefined && !Object.hasOwn(read(serverSettings.rpcUpstreams), chain)
      ? `the registry is read on ${chain}, which has no RPC in AIRLOCK_RPC_UPSTREAMS`
      : undefined
  },
})

/** Sign In With Farcaster (area `farcaster` of the file). */
export const farcasterSettings = {
  relayUrl: defineSetting({
    env: 'AIRLOCK_FARCASTER_RELAY_URL',
    schema: httpUrlKind.optional(),
    fallback: undefined,
    doc: `Farcaster Auth relay the sign-ins go through (${PUBLIC_FARCASTER_RELAY} for the Farcaster app); unset, the wallet service's own relay`,
    refuseInProduction: (url, _source, read) => {
      if (url === undefined)
        return `the wallet service's own relay is reached by no Farcaster app; set ${PUBLIC_FARCASTER_RELAY}, or your own relay explicitly`
      const notPublic = publicHttpsProblem(url, 'the Farcaster relay')
      if (notPublic) return notPublic
      // Farcaster's relay lets only its app hand in signatures; ours does so only with a key.
      return new URL(url).origin !== PUBLIC_FARCASTER_RELAY && read(relayAuthKey) === undefined
        ? 'your own relay lets any holder of a channel token hand in a signature; set AIRLOCK_FARCASTER_RELAY_AUTH_KEY and give it to the app that signs'
        : undefined
    },
  }),
  relayAuthKey,
  idRegistry,
}
