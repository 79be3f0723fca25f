import type { ICore, IVerify } from '@walletconnect/types'

/**
 * The core's verify component on a self-hosted relay, replaced through its typed `core.verify` slot.
 * Verify stays off there: wallets trust attestations only from WalletConnect's own verify servers (the
 * SDK's fixed list, each checked with that server's key), so nothing our cloud could serve would be
 * believed; the hosted service knows no Airlock project, and offline it costs a 5 s wait before every
 * proposal and request. Without an attestation wallets see the dApp as "UNKNOWN", as when that service
 * is unreachable. On the WalletConnect network the stock component stays (createProvider.ts).
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
