import { createFakeWebHid, createLedgerDevice, type LedgerDeviceSettings } from '@airlock/dev-cloud/ledger'

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * For tests: the Ledger stand-in behind a WebHID stand-in installed as `navigator.hid`, so the real
 * hw-transport-webhid and hw-app-eth reach it. `granted` as after an earlier visit; the chooser picks
 * the device unless told otherwise.
 */
export function installLedger(settings: Partial<LedgerDeviceSettings> = {}) {
  const device = createLedgerDevice({ mnemonic: TEST_MNEMONIC, ...settings })
  const webHid = createFakeWebHid(device)
  Object.defineProperty(globalThis, 'navigator', {
    value: { hid: webHid.hid },
    configurable: true,
    writable: true,
  })
  return { device, webHid }
}
