import { pairAddress, uniswapFactory, uniswapPair, uniswapRouter, weth9 } from '@airlock/node-kit/uniswap'
import type { SwapContracts } from '@airlock/shared-protocol/devnet'
import {
  type Address,
  encodeAbiParameters,
  erc20Abi,
  type Hex,
  keccak256,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { confirmAll, type DeployerClient, setEthBalance } from './deployerClient.js'

export interface PoolToken {
  address: Address
  decimals: number
}

export interface DeploySwapParameters {
  publicClient: PublicClient
  wallet: DeployerClient
  contracts: SwapContracts
  /** The deployer's nonce WETH is deployed at (factory and router follow): it fixes their addresses. */
  firstNonce: number
  usdc: PoolToken
  dai: PoolToken
  /** ETH's USD price the pools open at (USDC and DAI are 1 USD). */
  ethUsd: number
}

/**
 * Each pool's depth: 10,000 ETH a side (or its worth), so a swap of a few ETH moves the price by
 * well under 0.1% and the quotes stay close to the devnet prices.
 */
const POOL_ETH = 10_000n

/** A first addLiquidity creates the pair (~2.5M gas here): room for it. */
const ADD_LIQUIDITY_GAS = 4_000_000n

/** DevToken's storage: name, symbol, totalSupply, balanceOf (decimals is immutable, no slot). */
const TOTAL_SUPPLY_SLOT = 2n
const BALANCE_OF_SLOT = 3n

/**
 * Deploys WETH9, UniswapV2Factory and UniswapV2Router02 from Uniswap's npm builds, then opens the
 * ETH/USDC, ETH/DAI and USDC/DAI pools at the devnet prices. Each step is skipped when the chain
 * already has it (anvil --state), so a kept chain gets only what is missing.
 */
export async function deploySwap(parameters: DeploySwapParameters): Promise<void> {
  await deployContracts(parameters)
  await seedPools(parameters)
}

async function deployContracts({ publicClient, wallet, contracts, firstNonce }: DeploySwapParameters) {
  const deployer = wallet.account.address
  const steps = [
    { address: contracts.weth, artifact: weth9, args: [] },
    { address: contracts.factory, artifact: uniswapFactory, args: [deployer] },
    { address: contracts.router, artifact: uniswapRouter, args: [contracts.factory, contracts.weth] },
  ]
  const codes = await Promise.all(steps.map((s) => publicClient.getCode({ address: s.address })))
  const missing = steps.filter((_, i) => !codes[i] || codes[i] === '0x')
  if (missing.length === 0) return
  // Each missing contract needs its own planned nonce: only a tail of the three may be missing.
  const first = steps.length - missing.length
  const nonce = await publicClient.getTransactionCount({ address: deployer, blockTag: 'pending' })
  if (missing[0] !== steps[first] || nonce !== firstNonce + first)
    throw new Error('The devnet deployer is past the Uniswap deployment: reset the chain state')
  await setEthBalance(publicClient, deployer, parseEther('10'))
  const hashes: Hex[] = []
  for (const [i, step] of missing.entries()) {
    hashes.push(
      await wallet.deployContract({
        abi: step.artifact.abi,
        bytecode: step.artifact.bytecode,
        args: step.args,
        nonce: nonce + i,
      }),
    )
  }
  await confirmAll(publicClient, hashes)
}

interface Pool {
  /** undefined: ETH (the router wraps it) */
  a: PoolToken | undefined
  b: PoolToken
  amountA: bigint
  amountB: bigint
}

function pools({ usdc, dai, ethUsd }: DeploySwapParameters): Pool[] {
  const usd = (token: PoolToken) => parseUnits((ethUsd * Number(POOL_ETH)).toFixed(6), token.decimals)
  const eth = parseEther(POOL_ETH.toString())
  return [
    { a: undefined, b: usdc, amountA: eth, amountB: usd(usdc) },
    { a: undefined, b: dai, amountA: eth, amountB: usd(dai) },
    { a: usdc, b: dai, amountA: usd(usdc), amountB: usd(dai) },
  ]
}

async function hasLiquidity(publicClient: PublicClient, pair: Address) {
  const code = await publicClient.getCode({ address: pair })
  if (!code || code === '0x') return false
  const [reserve0] = (await publicClient.readContract({
    address: pair,
    abi: uniswapPair.abi,
    functionName: 'getReserves',
  })) as [bigint, bigint, number]
  return reserve0 > 0n
}

/**
 * DevToken mints only to anvil's accounts at deploy, and taking theirs would change what every test
 * expects them to hold; so the deployer's tokens are written into the token's storage (anvil only),
 * total supply included, and read back to be sure the slot was the right one.
 */
async function mintByStorage(publicClient: PublicClient, token: Address, holder: Address, amount: bigint) {
  const slot = (key: bigint) => toHex(key, { size: 32 })
  const balanceSlot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, BALANCE_OF_SLOT]),
  )
  const [balance, supply] = await Promise.all([
    publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
    publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' }),
  ])
  const write = (at: Hex, value: bigint) =>
    publicClient.request({
      method: 'anvil_setStorageAt' as never,
      params: [token, at, slot(value)] as never,
    })
  await write(balanceSlot, balance + amount)
  await write(slot(TOTAL_SUPPLY_SLOT), supply + amount)
  const after = await publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
  if (after !== balance + amount) throw new Error(`Could not fund the devnet deployer with ${token}`)
}

async function seedPools(parameters: DeploySwapParameters) {
  const { publicClient, wallet, contracts } = parameters
  const deployer = wallet.account.address
  const all = pools(parameters)
  const seeded = await Promise.all(
    all.map((p) =>
      hasLiquidity(publicClient, pairAddress(contracts.factory, p.a?.address ?? contracts.weth, p.b.address)),
    ),
  )
  const missing = all.filter((_, i) => !seeded[i])
  if (missing.length === 0) return

  const needs = new Map<Address, bigint>()
  let eth = parseEther('10') // gas
  for (const pool of missing) {
    if (pool.a) needs.set(pool.a.address, (needs.get(pool.a.address) ?? 0n) + pool.amountA)
    else eth += pool.amountA
    needs.set(pool.b.address, (needs.get(pool.b.address) ?? 0n) + pool.amountB)
  }
  await setEthBalance(publicClient, deployer, (await publicClient.getBalance({ address: deployer })) + eth)
  const hashes: Hex[] = []
  for (const [token, amount] of needs) {
    await mintByStorage(publicClient, token, deployer, amount)
    hashes.push(
      await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [contracts.router, maxUint256],
      }),
    )
  }
  // Gas given, not estimated: an estimate would run before anvil has mined the approvals (it mines a
  // send just after answering it), and waiting for them costs a round trip each.
  for (const pool of missing) {
    const { abi } = uniswapRouter
    hashes.push(
      pool.a
        ? await wallet.writeContract({
            address: contracts.router,
            abi,
            functionName: 'addLiquidity',
            args: [pool.a.address, pool.b.address, pool.amountA, pool.amountB, 0n, 0n, deployer, maxUint256],
            gas: ADD_LIQUIDITY_GAS,
          })
        : await wallet.writeContract({
            address: contracts.router,
            abi,
            functionName: 'addLiquidityETH',
            args: [pool.b.address, pool.amountB, 0n, 0n, deployer, maxUint256],
            value: pool.amountA,
            gas: ADD_LIQUIDITY_GAS,
          }),
    )
  }
  await confirmAll(publicClient, hashes)
}
