import { LedgerError, toLedgerError } from './ledgerErrors.js'
import { createLedgerSession, type LedgerSession } from './ledgerSession.js'
import { loadLedgerLibraries } from './loadLedgerLibraries.js'

/** Whether this frame can reach USB devices: WebHID, and the frame allowed `hid`. */
export function isWebHidAvailable(): boolean {
  return typeof navigator !== 'undefined' && 'hid' in navigator && Boolean(navigator.hid)
}

/**
 * Opens the Ledger over WebHID and checks that the Ethereum app is the one open. Call it from the
 * click that chose Ledger: the browser shows its device chooser only on a user gesture (the modal
 * iframe needs `allow="hid"`). Fails with a LedgerError: noWebHid, notFound (chooser closed or no
 * device), locked, appNotOpen.
 * @example
 * const { openLedger } = await import('./connectors/ledger/index.js')
 * const ledger = await openLedger()
 * const accounts = await ledger.listAccounts('ledgerLive', 0)
 */
export async function openLedger(): Promise<LedgerSession> {
  if (!isWebHidAvailable()) throw new LedgerError('noWebHid')
  const { TransportWebHID, Eth } = await loadLedgerLibraries()
  let transport: InstanceType<typeof TransportWebHID>
  try {
    transport = (await TransportWebHID.create()) as InstanceType<typeof TransportWebHID>
  } catch (error) {
    throw toLedgerError(error)
  }
  try {
    const { name } = await appAndVersion(transport)
    if (name !== 'Ethereum') throw new LedgerError('appNotOpen')
  } catch (error) {
    await transport.close().catch(() => undefined)
    throw toLedgerError(error)
  }
  // No Ledger service lookups (token, NFT, plugin, CAL): the modal signs offline.
  const eth = new Eth(transport, 'w0w', {
    nftExplorerBaseURL: null,
    pluginBaseURL: null,
    cryptoassetsBaseURL: null,
    calServiceURL: null,
  })
  return createLedgerSession(transport, eth)
}

// GET_APP_AND_VERSION, answered by the OS in any app: format 0x01, name, version (length-prefixed).
async function appAndVersion(transport: {
  send(cla: number, ins: number, p1: number, p2: number): Promise<Uint8Array>
}) {
  const response = await transport.send(0xb0, 0x01, 0x00, 0x00)
  const nameLength = response[1] ?? 0
  const name = new TextDecoder().decode(response.subarray(2, 2 + nameLength))
  const versionLength = response[2 + nameLength] ?? 0
  const version = new TextDecoder().decode(response.subarray(3 + nameLength, 3 + nameLength + versionLength))
  return { name, version }
}
