import type { ICore, IVerify } from '@walletconnect/types'

/**
 * The core's verify component, replaced through its typed `core.verify` slot. The stock one loads
 * an attestation iframe from the hosted verify service and, offline or self-hosted, waits 5 s for
 * it before every proposal and request. Without an attestation wallets see the dApp as
 * "UNKNOWN", exactly as when that service is unreachable.
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
