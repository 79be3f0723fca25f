import { Buffer } from 'buffer'

/**
 * Loads Ledger's hw-transport-webhid and hw-app-eth, which expect Node's `Buffer` as a global (they
 * call it while their modules load): the polyfill goes on `globalThis` first, then they are imported.
 * Nothing here runs before the user picks Ledger.
 */
export async function loadLedgerLibraries() {
  const scope = globalThis as { Buffer?: typeof Buffer }
  scope.Buffer ??= Buffer
  const [transport, eth] = await Promise.all([
    import('@ledgerhq/hw-transport-webhid'),
    import('@ledgerhq/hw-app-eth'),
  ])
  return { TransportWebHID: transport.default, Eth: eth.default }
}

export type LedgerLibraries = Awaited<ReturnType<typeof loadLedgerLibraries>>
