import { defineSetting } from './defineSetting.js'
import { key32Kind, portKind } from './settingKinds.js'

/** The embedded wallet's service (area `wallet` of the file). */
export const walletSettings = {
  port: defineSetting({
    env: 'AIRLOCK_WALLET_PORT',
    schema: portKind,
    fallback: 5175,
    doc: "Port of the embedded wallet's frame and service",
  }),
  masterKey: defineSetting({
    env: 'AIRLOCK_WALLET_MASTER_KEY',
    schema: key32Kind.optional(),
    fallback: undefined,
    secret: true,
    doc: "Master key wrapping the embedded wallets' keys (32 bytes, hex or base64); unset, one is generated into the data dir",
    refuseInProduction: (key) =>
      key === undefined
        ? 'a master key generated into the data dir sits beside the keys it seals; give it from your secret store'
        : undefined,
  }),
}
