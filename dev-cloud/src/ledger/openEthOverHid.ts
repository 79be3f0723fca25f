import Eth from '@ledgerhq/hw-app-eth'
import TransportWebHID from '@ledgerhq/hw-transport-webhid'
import { createFakeWebHid, type FakeWebHid } from './fakeWebHid.js'
import { type CreateLedgerDeviceParameters, createLedgerDevice, type LedgerDevice } from './ledgerDevice.js'

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

export interface EthOverHid {
  device: LedgerDevice
  webHid: FakeWebHid
  transport: TransportWebHID
  eth: Eth
}

/**
 * For tests: a device stand-in behind the WebHID stand-in, installed as `navigator.hid`, opened by the
 * real hw-transport-webhid and driven by the real hw-app-eth. The caller restores `navigator`.
 */
export async function openEthOverHid(
  parameters: Partial<CreateLedgerDeviceParameters> = {},
): Promise<EthOverHid> {
  const device = createLedgerDevice({ mnemonic: TEST_MNEMONIC, ...parameters })
  const webHid = createFakeWebHid(device)
  Object.defineProperty(globalThis, 'navigator', {
    value: { hid: webHid.hid },
    configurable: true,
    writable: true,
  })
  const transport = (await TransportWebHID.create()) as TransportWebHID
  return { device, webHid, transport, eth: new Eth(transport) }
}
