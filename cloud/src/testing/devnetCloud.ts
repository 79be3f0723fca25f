import { type Devnet, deployDevnet, type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { createPublicClient, createWalletClient, type Hex, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import type { ChainConfig } from '../chain/blockchainApi.js'
import { createCloudServer, type RunningCloud } from '../http/createCloudServer.js'

export interface DevnetCloud {
  anvil: RunningAnvil
  cloud: RunningCloud
  devnet: Devnet
  publicClient: PublicClient
  /** A server-to-server call to a project route: no Origin, the dev project's secret key. */
  api(path: string, init?: RequestInit): Promise<Response>
  getJson(path: string): Promise<{ status: number; body: Record<string, unknown> }>
  /** A wallet on the devnet for one of anvil's public test keys. */
  wallet(key: Hex): ReturnType<typeof walletOn>
  close(): Promise<void>
}

const walletOn = (url: string, key: Hex) =>
  createWalletClient({ account: privateKeyToAccount(key), chain: foundry, transport: http(url) })

/** A server-to-server caller of a cloud's project routes: no Origin, the dev project's secret key. */
export const devProjectApi =
  (cloudUrl: string) =>
  (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${cloudUrl}${path}${path.includes('?') ? '&' : '?'}projectId=airlock-e2e`, {
      ...init,
      headers: {
        authorization: 'Bearer dev-only-airlock-e2e-secret',
        ...(init.headers as Record<string, string>),
      },
    })

/** Tests: anvil with the devnet deployed and a cloud serving it as `eip155:31337`. */
export async function startDevnetCloud(chain: Partial<ChainConfig> = {}): Promise<DevnetCloud> {
  const anvil = await startAnvil({ port: await freePort() })
  const devnet = await deployDevnet(anvil.url)
  const cloud = await createCloudServer({
    port: 0,
    chains: { 'eip155:31337': { rpcUrl: anvil.url, devnet, ...chain } },
  })
  const api = devProjectApi(cloud.url)
  return {
    anvil,
    cloud,
    devnet,
    publicClient: createPublicClient({ chain: foundry, transport: http(anvil.url) }),
    api,
    async getJson(path) {
      const response = await api(path)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    wallet: (key) => walletOn(anvil.url, key),
    async close() {
      await cloud.close()
      await anvil.stop()
    },
  }
}
