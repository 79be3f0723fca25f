import Eth from '@ledgerhq/hw-app-eth'
import TransportWebHID from '@ledgerhq/hw-transport-webhid'
import type { FakeWebHid } from './fakeWebHid.js'
import { installTestLedger } from './installTestLedger.js'
import type { CreateLedgerDeviceParameters, LedgerDevice } from './ledgerDevice.js'

export interface EthOverHid {
  device: LedgerDevice
  webHid: FakeWebHid
  transport: TransportWebHID
  eth: Eth
}

/**
 * For tests: the stand-in installed as `navigator.hid` (installTestLedger), opened by the real
 * hw-transport-webhid and driven by the real hw-app-eth.
 */
export async function openEthOverHid(
  parameters: Partial<CreateLedgerDeviceParameters> = {},
): Promise<EthOverHid> {
  const { device, webHid } = installTestLedger(parameters)
  const transport = (await TransportWebHID.create()) as TransportWebHID
  return { device, webHid, transport, eth: new Eth(transport) }
}
