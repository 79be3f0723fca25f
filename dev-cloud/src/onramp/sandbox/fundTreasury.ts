import {
  type Address,
  encodeAbiParameters,
  erc20Abi,
  keccak256,
  type PublicClient,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'

/** An asset the treasury delivers: the native token (no contract) or a DevToken. */
export interface TreasuryAsset {
  symbol: string
  decimals: number
  contract: Address | null
}

/** What the treasury is filled to, and the ETH it keeps beyond a delivery for gas. */
const STOCK = { native: parseEther('1000'), tokenUnits: 1_000_000n, gasReserve: parseEther('1') }

/** DevToken's storage (dev-cloud/contracts/DevToken.sol): name, symbol, totalSupply, balanceOf; decimals is immutable. */
const TOTAL_SUPPLY_SLOT = 2n
const BALANCE_OF_SLOT = 3n

const word = (value: bigint) => toHex(value, { size: 32 })

async function anvil(client: PublicClient, method: string, params: unknown[]) {
  await client.request({ method: method as never, params: params as never })
}

/**
 * Fills the treasury on the devnet when it holds less than a delivery of `needed` (or a tenth of its
 * stock) needs: ETH with `anvil_setBalance`, and the DevToken by writing its balance and total supply
 * (DevToken has no mint, and anvil's default accounts, which hold the rest, are the tests' own). Only
 * the treasury's own balances move.
 */
export async function fundTreasury(
  client: PublicClient,
  treasury: Address,
  asset: TreasuryAsset,
  needed = 0n,
) {
  if (!asset.contract) {
    const balance = await client.getBalance({ address: treasury })
    const want = needed + STOCK.gasReserve
    if (balance >= want && balance >= STOCK.native / 10n) return
    await anvil(client, 'anvil_setBalance', [treasury, toHex(want > STOCK.native ? want : STOCK.native)])
    return
  }
  const token = { address: asset.contract, abi: erc20Abi } as const
  const balance = await client.readContract({ ...token, functionName: 'balanceOf', args: [treasury] })
  const stock = parseUnits(String(STOCK.tokenUnits), asset.decimals)
  if (balance >= needed && balance >= stock / 10n) return
  const target = needed > stock ? needed : stock
  const supply = await client.readContract({ ...token, functionName: 'totalSupply' })
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [treasury, BALANCE_OF_SLOT]),
  )
  await anvil(client, 'anvil_setStorageAt', [asset.contract, slot, word(target)])
  await anvil(client, 'anvil_setStorageAt', [
    asset.contract,
    word(TOTAL_SUPPLY_SLOT),
    word(supply + target - balance),
  ])
  const after = await client.readContract({ ...token, functionName: 'balanceOf', args: [treasury] })
  if (after !== target)
    throw new Error(`${asset.symbol} at ${asset.contract} does not have DevToken's storage layout`)
}
