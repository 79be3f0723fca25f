import { defineSetting } from './defineSetting.js'
import { httpUrlKind, textKind } from './settingKinds.js'

/** The Farcaster Auth relay the public Farcaster app looks sign-ins up on. */
export const PUBLIC_FARCASTER_RELAY = 'https://relay.farcaster.xyz'

/** Sign In With Farcaster (area `farcaster` of the file). */
export const farcasterSettings = {
  relayUrl: defineSetting({
    env: 'AIRLOCK_FARCASTER_RELAY_URL',
    schema: httpUrlKind.optional(),
    fallback: undefined,
    doc: `Farcaster Auth relay the sign-ins go through (${PUBLIC_FARCASTER_RELAY} for the Farcaster app); unset, the wallet service's own relay`,
    refuseInProduction: (url) =>
      url === undefined
        ? `the wallet service's own relay is reached by no Farcaster app; set ${PUBLIC_FARCASTER_RELAY}, or your own relay explicitly`
        : undefined,
  }),
  relayAuthKey: defineSetting({
    env: 'AIRLOCK_FARCASTER_RELAY_AUTH_KEY',
    schema: textKind.optional(),
    fallback: undefined,
    secret: true,
    doc: "Key our relay's authenticate requires (X-Farcaster-Auth-Relay-Key) from the app that signs; unset, any holder of a channel token",
  }),
}
