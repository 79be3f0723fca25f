import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Devnet, DevToken } from '@airlock/shared-protocol/devnet'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { confirmAll, type DeployerClient, setEthBalance } from './deployerClient.js'
import { deploySwap } from './deploySwap.js'

/** The accounts of anvil's default mnemonic ("test test ... junk"), which the devnet funds. */
export const ANVIL_ACCOUNTS: readonly Address[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
]

/**
 * Deploys from its own key (not one of anvil's), so the contract addresses depend only on its nonce
 * and are the same on every fresh chain.
 */
const DEPLOYER_KEY: Hex = '0x8a1c5e4f0d7b3e2a69c4f1d0e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9'

export type { DevCollection, Devnet, DevToken } from '@airlock/shared-protocol/devnet'

/**
 * The fids the devnet registers, in order (fid n is the n-th registration), each to one of anvil's
 * default accounts that no other test uses, so a scripted Farcaster client knows a custody key.
 */
export const DEV_FIDS: readonly { fid: number; custody: Address }[] = [
  { fid: 1, custody: ANVIL_ACCOUNTS[7] as Address },
  { fid: 2, custody: ANVIL_ACCOUNTS[8] as Address },
]

interface Artifact {
  abi: Abi
  bytecode: Hex
}
const artifacts = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'contracts', 'artifacts.json'), 'utf8'),
) as { DevToken: Artifact; DevCollectible: Artifact; FarcasterIdRegistry: Artifact }

/** What the devnet holds, in deploy order (the order fixes the addresses). */
const TOKENS = [
  { name: 'USD Coin (devnet)', symbol: 'USDC', decimals: 6, each: '1000', imageId: 'usdc' },
  { name: 'Dai Stablecoin (devnet)', symbol: 'DAI', decimals: 18, each: '250.5', imageId: 'dai' },
  // Decimals 0: the modal must drop it (spec section 5).
  { name: 'Zero Decimals (devnet)', symbol: 'ZERO', decimals: 0, each: '7', imageId: 'zero' },
] as const
const COLLECTION = { name: 'Airlock Devnet Badges', symbol: 'BADGE' } as const
/** The deployer's nonce for WETH: after the assets, the registry and one registration per dev fid. */
const SWAP_NONCE = TOKENS.length + 2 + DEV_FIDS.length

/**
 * ETH's devnet price (USD), the pools' opening price: the same file the blockchain API prices from
 * (read as data, by path: this package depends on no cloud module).
 */
const devnetEthUsd = (chainId: number): number => {
  const file = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', '..', 'cloud', 'data', 'prices.json'), 'utf8'),
  ) as {
    prices: Record<string, { native?: number }>
  }
  const price = file.prices[`eip155:${chainId}`]?.native ?? file.prices['eip155:31337']?.native
  if (!price) throw new Error('cloud/data/prices.json has no devnet ETH price')
  return price
}

function plan(deployer: Address, chainId: number): Devnet {
  return {
    chainId,
    tokens: TOKENS.map((t, nonce) => ({
      kind: 'erc20',
      address: getContractAddress({ from: deployer, nonce: BigInt(nonce) }),
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      imageId: t.imageId,
    })),
    collections: [
      {
        kind: 'erc721',
        address: getContractAddress({ from: deployer, nonce: BigInt(TOKENS.length) }),
        ...COLLECTION,
      },
    ],
    // Deployed after everything above (added later: the earlier addresses did not move).
    farcasterRegistry: getContractAddress({ from: deployer, nonce: BigInt(TOKENS.length + 1) }),
    // After the registry and its fid registrations (added later still: nothing before them moved).
    swap: {
      weth: getContractAddress({ from: deployer, nonce: BigInt(SWAP_NONCE) }),
      factory: getContractAddress({ from: deployer, nonce: BigInt(SWAP_NONCE + 1) }),
      router: getContractAddress({ from: deployer, nonce: BigInt(SWAP_NONCE + 2) }),
    },
    fundedAccounts: [...ANVIL_ACCOUNTS],
    // Fixed by its own deployer key's nonces: DEVNET_SMART_ACCOUNTS's (a test holds them equal; that
    // module loads the Smart Accounts Kit, which the devnet's plan should not wait for).
    delegationManager: '0x591f051F13a9212914894E1657b2629D77bEb48f',
  }
}

/** The devnet's contracts and where they are (or will be) on a chain: no node needed. */
export const plannedDevnet = (chainId = 31337): Devnet =>
  plan(privateKeyToAccount(DEPLOYER_KEY).address, chainId)

/**
 * Deploys the devnet's ERC-20 tokens and ERC-721 collection to a fresh anvil chain and gives every
 * default account some of each, then the Farcaster registry with the dev fids, then Uniswap V2 with
 * its pools. On a chain that already has them (anvil --state) it deploys nothing; one kept from
 * before the registry or the AMM existed gets only what it lacks.
 */
export async function deployDevnet(rpcUrl: string): Promise<Devnet> {
  const deployer = privateKeyToAccount(DEPLOYER_KEY)
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport })
  const chainId = await publicClient.getChainId()
  const chain = { ...foundry, id: chainId }
  const devnet = plan(deployer.address, chainId)
  const contracts = [...devnet.tokens, ...devnet.collections]
  const nonce = await publicClient.getTransactionCount({ address: deployer.address })
  const wallet = createWalletClient({ account: deployer, chain, transport })
  if (nonce >= contracts.length) {
    const codes = await Promise.all(contracts.map((c) => publicClient.getCode({ address: c.address })))
    if (!codes.every((code) => code && code !== '0x'))
      throw new Error(
        'The devnet deployer has sent transactions but its contracts are missing: reset the chain state',
      )
  } else if (nonce !== 0) {
    throw new Error('The devnet deployment was interrupted: reset the chain state (cloud/.data)')
  } else {
    await fundDeployer(publicClient, deployer.address)
    await deployAssets(publicClient, wallet)
  }
  await deployFarcasterRegistry(publicClient, wallet, devnet.farcasterRegistry)
  const [usdc, dai] = devnet.tokens as [DevToken, DevToken]
  await deploySwap({
    publicClient,
    wallet,
    contracts: devnet.swap,
    firstNonce: SWAP_NONCE,
    usdc,
    dai,
    ethUsd: devnetEthUsd(chainId),
  })
  return devnet
}

const fundDeployer = (publicClient: PublicClient, deployer: Address) =>
  setEthBalance(publicClient, deployer, parseEther('10'))

/** The tokens and the collection, from the deployer's nonce 0. */
async function deployAssets(publicClient: PublicClient, wallet: DeployerClient) {
  const hashes: Hex[] = []
  for (const token of TOKENS) {
    hashes.push(
      await wallet.deployContract({
        abi: artifacts.DevToken.abi,
        bytecode: artifacts.DevToken.bytecode,
        args: [
          token.name,
          token.symbol,
          token.decimals,
          ANVIL_ACCOUNTS,
          parseUnits(token.each, token.decimals),
        ],
      }),
    )
  }
  hashes.push(
    await wallet.deployContract({
      abi: artifacts.DevCollectible.abi,
      bytecode: artifacts.DevCollectible.bytecode,
      args: [COLLECTION.name, COLLECTION.symbol, 'airlock-devnet://badge/', ANVIL_ACCOUNTS],
    }),
  )
  await confirmAll(publicClient, hashes)
}

/**
 * The registry (the deployer's next transaction after the assets) and each dev fid not registered
 * yet, in order, so fid n is DEV_FIDS[n - 1] on any chain; each step is skipped when already done.
 */
async function deployFarcasterRegistry(
  publicClient: PublicClient,
  wallet: DeployerClient,
  registry: Address,
) {
  const { abi, bytecode } = artifacts.FarcasterIdRegistry
  const code = await publicClient.getCode({ address: registry })
  if (!code || code === '0x') {
    const nonce = await publicClient.getTransactionCount({ address: wallet.account.address })
    if (nonce !== TOKENS.length + 1)
      throw new Error('The devnet deployer is past the registry deployment: reset the chain state')
    await fundDeployer(publicClient, wallet.account.address)
    await confirmAll(publicClient, [await wallet.deployContract({ abi, bytecode })])
  }
  for (const { fid, custody } of DEV_FIDS) {
    const current = await publicClient.readContract({
      address: registry,
      abi,
      functionName: 'custodyOf',
      args: [BigInt(fid)],
    })
    if (current === custody) continue
    if (current !== zeroAddress)
      throw new Error(`Devnet fid ${fid} belongs to ${current}: reset the chain state`)
    const hash = await wallet.writeContract({
      address: registry,
      abi,
      functionName: 'registerFor',
      args: [custody],
    })
    await confirmAll(publicClient, [hash])
  }
}

export const devTokenAbi = artifacts.DevToken.abi
export const devCollectibleAbi = artifacts.DevCollectible.abi
export const farcasterRegistryAbi = artifacts.FarcasterIdRegistry.abi
