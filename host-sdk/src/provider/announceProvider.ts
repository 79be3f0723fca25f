import type { Eip6963Info } from '../options.js'

export const DEFAULT_EIP6963_INFO: Eip6963Info = {
  name: 'Airlock',
  rdns: 'xyz.airlock',
  icon: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='%234f46e5'/><path d='M9 22l7-13 7 13' stroke='%23fff' stroke-width='3' fill='none'/></svg>",
}

/**
 * Announces our provider by EIP-6963 from `createAppKit` on, and again on every request, so
 * libraries that discover wallets (wagmi's injected connector, ethers' `BrowserProvider.discover`,
 * web3.js) list Airlock at load and find it again after a reload. Connecting through it opens the modal.
 */
export function announceProvider(info: Eip6963Info, provider: unknown) {
  const detail = Object.freeze({
    info: Object.freeze({ ...info, uuid: info.uuid ?? crypto.randomUUID() }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return {
    stop: () => window.removeEventListener('eip6963:requestProvider', announce),
  }
}
