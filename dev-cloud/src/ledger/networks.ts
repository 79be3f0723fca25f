/**
 * Networks the stand-in names on its "Network" screen, as the Ethereum app's built-in list does for well
 * known chains; any other chain shows its id. Tickers feed the "Amount" screen.
 */
const KNOWN: Record<number, { name: string; ticker: string }> = {
  1: { name: 'Ethereum', ticker: 'ETH' },
  10: { name: 'OP Mainnet', ticker: 'ETH' },
  56: { name: 'BNB Chain', ticker: 'BNB' },
  137: { name: 'Polygon', ticker: 'POL' },
  8453: { name: 'Base', ticker: 'ETH' },
  42161: { name: 'Arbitrum', ticker: 'ETH' },
  11155111: { name: 'Sepolia', ticker: 'ETH' },
}

export function networkOf(chainId: number): { name: string; ticker: string } {
  return KNOWN[chainId] ?? { name: `Chain ID ${chainId}`, ticker: 'ETH' }
}
