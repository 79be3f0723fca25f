import { defineSetting } from './defineSetting.js'
import { portKind } from './settingKinds.js'

/** Ports of what only `npm start` serves (area `stack` of the file): the demo dApp and the dev wallet. */
export const stackSettings = {
  demoPort: defineSetting({
    env: 'AIRLOCK_DEMO_PORT',
    schema: portKind,
    fallback: 5173,
    doc: 'The demo dApp (npm start only)',
  }),
  devWalletPort: defineSetting({
    env: 'AIRLOCK_DEV_WALLET_PORT',
    schema: portKind,
    fallback: 5176,
    doc: "The dev wallet holding anvil's keys (npm start only)",
  }),
}
