import { defineSetting } from './defineSetting.js'
import { publicHttpsProblem } from './productionChecks.js'
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
}
