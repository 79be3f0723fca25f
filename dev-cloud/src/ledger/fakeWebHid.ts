import type { LedgerDevice } from './ledgerDevice.js'

// Ledger's USB vendor id; the product id's high byte names the model (0x40 Nano X).
export const LEDGER_VENDOR_ID = 0x2c97
const NANO_X_PRODUCT_ID = 0x4011

/** The user's answer to the browser's device chooser. */
export type ChooserAnswer = 'pick' | 'cancel'

export interface FakeWebHid {
  /** Stands where `navigator.hid` does. */
  hid: EventTarget & { requestDevice(options: unknown): Promise<unknown[]>; getDevices(): Promise<unknown[]> }
  /** Plugs the device in (it fires `connect` when it was out). */
  plug(): void
  /** Pulls the cable: `disconnect` fires, reports fail to write. */
  unplug(): void
  /** What the chooser does on the next `requestDevice`. */
  chooser: ChooserAnswer
  /** Whether the page was already granted the device (what `getDevices` lists). */
  granted: boolean
}

/**
 * A WebHID (`navigator.hid`) stand-in in the test's own process, whose one HID device is a Ledger
 * device stand-in: output reports go to it, its responses come back as `inputreport` events with a
 * DataView over a report-sized buffer, as Chromium delivers them. Used by node tests of the real
 * hw-transport-webhid; the browser has its own (e2e/fixtures/ledgerHid.ts).
 */
export function createFakeWebHid(ledger: LedgerDevice): FakeWebHid {
  let plugged = true
  const hid = new EventTarget() as FakeWebHid['hid']
  const device = Object.assign(new EventTarget(), {
    vendorId: LEDGER_VENDOR_ID,
    productId: NANO_X_PRODUCT_ID,
    productName: 'Nano X',
    opened: false,
    collections: [],
    async open() {
      if (!plugged) throw new DOMException('Failed to open the device.', 'NotAllowedError')
      device.opened = true
    },
    async close() {
      device.opened = false
    },
    async forget() {
      fake.granted = false
    },
    async sendReport(reportId: number, data: ArrayBufferView | ArrayBuffer) {
      if (!plugged || !device.opened) throw new DOMException('Failed to write the report.', 'NotAllowedError')
      if (reportId !== 0) throw new TypeError('Ledger devices use report id 0')
      const bytes = ArrayBuffer.isView(data)
        ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
        : new Uint8Array(data)
      ledger.receiveReport(bytes.slice())
    },
  })
  ledger.onInputReport((report) => {
    if (!plugged || !device.opened) return
    const event = Object.assign(new Event('inputreport'), {
      device,
      reportId: 0,
      data: new DataView(report.buffer),
    })
    device.dispatchEvent(event)
  })
  hid.requestDevice = async () => {
    if (fake.chooser === 'cancel' || !plugged) return []
    fake.granted = true
    return [device]
  }
  hid.getDevices = async () => (fake.granted && plugged ? [device] : [])
  const fake: FakeWebHid = {
    hid,
    chooser: 'pick',
    granted: false,
    plug() {
      if (plugged) return
      plugged = true
      hid.dispatchEvent(Object.assign(new Event('connect'), { device }))
    },
    unplug() {
      if (!plugged) return
      plugged = false
      device.opened = false
      hid.dispatchEvent(Object.assign(new Event('disconnect'), { device }))
    },
  }
  return fake
}
