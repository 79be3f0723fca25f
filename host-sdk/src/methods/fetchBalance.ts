import type { AppKit } from '../createAppKit.js'

/** AppKit's `fetchBalance()` answer (useAppKitBalance), the balance formatted in the native unit. */
export interface BalanceResult {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

const failed = (error: string): BalanceResult => ({ data: undefined, error, isSuccess: false, isError: true })

/** `units` as a decimal of `decimals` places, without trailing zeros: 1500000000000000000n, 18 -> "1.5". */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Solana's balance (lamports) from the network's own RPC: the dApp's endpoint, as AppKit reads it. */
async function solanaLamports(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  const body = (await response.json()) as { result?: { value?: number } }
  if (typeof body.result?.value !== 'number') throw new Error('No balance found')
  return BigInt(body.result.value)
}

/**
 * The connected account's native balance on the active network: EVM through the modal's provider
 * (`eth_getBalance`, on the network's RPC), Solana from the network's RPC.
 */
export async function fetchBalance(appKit: AppKit): Promise<BalanceResult> {
  const address = appKit.getAddress()
  const namespace = appKit.getActiveChainNamespace()
  const network = appKit.getCaipNetwork()
  if (!address || !namespace || !network) return failed('Not able to retrieve balance')
  try {
    const units =
      namespace === 'solana'
        ? await solanaLamports(String(network.rpcUrls.default.http[0]), address)
        : BigInt(
            String(
              await appKit
                .getProvider('eip155')
                .request({ method: 'eth_getBalance', params: [address, 'latest'] }),
            ),
          )
    const { decimals, symbol } = network.nativeCurrency
    return {
      data: { balance: formatUnits(units, decimals), symbol },
      error: null,
      isSuccess: true,
      isError: false,
    }
  } catch (error) {
    return failed(error instanceof Error ? error.message : 'No balance found')
  }
}
