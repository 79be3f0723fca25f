// A Ledger device stand-in (the Ethereum app and the OS's app query over HID framing) and a WebHID
// stand-in for node tests. Tests and the e2e fixture import it; no production process does.
export type { Review, Screen } from './appContext.js'
export { createFakeWebHid, type FakeWebHid, LEDGER_VENDOR_ID } from './fakeWebHid.js'
export { createHidAssembler, frameResponse, REPORT_SIZE } from './hidFraming.js'
export { installTestLedger, TEST_MNEMONIC } from './installTestLedger.js'
export {
  type CreateLedgerDeviceParameters,
  createLedgerDevice,
  type LedgerDevice,
  type LedgerDeviceSettings,
  type OpenApp,
} from './ledgerDevice.js'
export { StatusWord } from './statusWords.js'
