import { DEVNET_TREASURY_KEY } from '../onramp/devnetTreasuryKey.js'
import { defineSetting } from './defineSetting.js'
import { flagKind, privateKeyKind } from './settingKinds.js'

/** The on-ramp (area `onramp` of the file). */
export const onrampSettings = {
  treasuryKey: defineSetting({
    env: 'AIRLOCK_ONRAMP_TREASURY_KEY',
    schema: privateKeyKind,
    fallback: DEVNET_TREASURY_KEY,
    secret: true,
    doc: "Key of the treasury that delivers what users buy (default: the devnet's public key)",
    refuseInProduction: (key) =>
      key.toLowerCase() === DEVNET_TREASURY_KEY
        ? "the devnet's public key cannot hold funds in production; set the treasury's own key"
        : undefined,
  }),
  sandbox: defineSetting({
    env: 'AIRLOCK_ONRAMP_SANDBOX',
    schema: flagKind,
    fallback: true,
    doc: 'Serve the sandbox checkout (test cards, deliveries from the treasury)',
    refuseInProduction: (on, source) =>
      on && source === 'default'
        ? 'the sandbox checkout takes test cards; turn it off (false), or set it to true explicitly to allow it'
        : undefined,
  }),
}
