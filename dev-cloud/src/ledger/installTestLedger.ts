import { createFakeWebHid, type FakeWebHid } from './fakeWebHid.js'
import { type CreateLedgerDeviceParameters, createLedgerDevice, type LedgerDevice } from './ledgerDevice.js'

/** The seed of anvil's funded accounts: the stand-in's first Ledger Live account is anvil's first. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * For node tests: a device stand-in behind the WebHID stand-in, installed as the global `navigator`'s
 * `hid` (node has no navigator before 21), where hw-transport-webhid looks for it.
 */
export function installTestLedger(parameters: Partial<CreateLedgerDeviceParameters> = {}): {
  device: LedgerDevice
  webHid: FakeWebHid
} {
  const device = createLedgerDevice({ mnemonic: TEST_MNEMONIC, ...parameters })
  const webHid = createFakeWebHid(device)
  Object.defineProperty(globalThis, 'navigator', {
    value: { hid: webHid.hid },
    configurable: true,
    writable: true,
  })
  return { device, webHid }
}
