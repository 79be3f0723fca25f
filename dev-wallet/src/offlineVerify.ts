import type { ICore, IVerify } from '@walletconnect/types'

/**
 * The core's verify component, replaced through its typed `core.verify` slot (as the modal does).
 * The stock one asks the hosted verify service about every proposal and request and, offline, waits
 * for it to time out. Without an attestation the dApp shows as "unknown", as when that service is down.
 */
export function offlineVerify(core: ICore): IVerify {
  return {
    core,
    logger: core.logger,
    store: core.storage,
    name: 'verify-api',
    context: 'verify-api',
    init: async () => undefined,
    register: async () => '',
    resolve: async () => undefined,
  } as unknown as IVerify
}
