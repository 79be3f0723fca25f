import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Address, PublicClient } from 'viem'
import { fundTreasury, type TreasuryAsset } from './fundTreasury.js'
import type { SandboxPorts } from './ports.js'
import { createSandboxCheckout } from './sandboxCheckout.js'

// The on-ramp's sandbox checkout for the devnet (`@airlock/dev-cloud/onramp-sandbox`): the page per
// provider taking Stripe's test cards, and the treasury's refill on anvil. The development composition
// hands `onrampSandbox` to the cloud's createOnramp; production has neither.

export { DEVNET_TREASURY_KEY } from './devnetTreasuryKey.js'
export { fundTreasury, type TreasuryAsset } from './fundTreasury.js'
export type {
  CheckoutPort,
  PostBudget,
  PostedOrder,
  SandboxCheckout,
  SandboxLimits,
  SandboxPayment,
  SandboxPorts,
  SandboxProvider,
} from './ports.js'
export { defaultSandboxLimits } from './sandboxCheckout.js'
export { TEST_CARDS } from './testCards.js'

export interface OnrampSandbox {
  /** `/sandbox/onramp/{provider}/checkout`: false when the path is not a sandbox page. */
  handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>
  /** Tops the treasury up on anvil when it holds less than a delivery of `needed` takes. */
  refill(client: PublicClient, treasury: Address, asset: TreasuryAsset, needed?: bigint): Promise<void>
}

/** The sandbox over the cloud's on-ramp (its ports): what createOnramp's `sandbox` takes. */
export function onrampSandbox(ports: SandboxPorts): OnrampSandbox {
  return { handle: createSandboxCheckout(ports).handle, refill: fundTreasury }
}
