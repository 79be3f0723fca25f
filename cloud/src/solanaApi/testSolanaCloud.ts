import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SolanaRpc, solanaLocalnetChains, startSolanaRpc } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import {
  type CloudServerParameters,
  createCloudServer,
  type RunningCloud,
} from '../http/createCloudServer.js'

/** Where the test clouds say they are reached: icon URLs are built from it, the same across restarts. */
export const PUBLIC_URL = 'https://cloud.airlock.test'

export interface SolanaCloud {
  node: SolanaRpc
  cloud: RunningCloud
  /** CAIP-2 id of the local chain. */
  chainId: string
  /** The SQLite file the cloud keeps its index in (a restarted cloud opens it again). */
  dbPath: string
  connection: Connection
  dev: Keypair[]
  treasury: Keypair
  /** A project route as a server calls it (the dev project's secret key, no Origin), of `on` or the first cloud. */
  getJson(path: string, on?: RunningCloud): Promise<{ status: number; body: Record<string, unknown> }>
  /** A cloud on the same index file, e.g. after `cloud.close()`, or against another node. */
  startCloud(overrides?: Partial<CloudServerParameters>): Promise<RunningCloud>
  sendSol(from: Keypair, to: PublicKey, lamports: number): Promise<string>
  /** A USDC transferChecked, creating the recipient's token account when missing (as a wallet does). */
  sendUsdc(from: Keypair, to: PublicKey, amount: bigint): Promise<string>
  close(): Promise<void>
}

/**
 * Tests: the local Solana node (litesvm) and a cloud serving it as its Solana chain and proxying
 * its RPC, with web3.js keypairs for the dev accounts and the treasury.
 */
export async function startSolanaCloud(): Promise<SolanaCloud> {
  // One port: web3.js is given the WebSocket on the RPC's own port, not port + 1.
  const node = await startSolanaRpc({ port: await freePort(), pubsubOnNextPort: false })
  const dir = mkdtempSync(join(tmpdir(), 'airlock-solana-api-'))
  const dbPath = join(dir, 'cloud.db')
  const clouds: RunningCloud[] = []
  const startCloud = async (overrides: Partial<CloudServerParameters> = {}) => {
    const cloud = await createCloudServer({
      port: 0,
      publicUrl: PUBLIC_URL,
      relayDbPath: dbPath,
      solanaChains: solanaLocalnetChains(node.url),
      rpcUpstreams: { [node.chainId]: [node.url] },
      ...overrides,
    })
    clouds.push(cloud)
    return cloud
  }
  const cloud = await startCloud()
  const connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
  const usdc = new PublicKey(node.mint.usdc)
  const send = (from: Keypair, transaction: Transaction) =>
    sendAndConfirmTransaction(connection, transaction, [from])
  return {
    node,
    cloud,
    chainId: node.chainId,
    dbPath,
    connection,
    dev: node.devKeypairs.map((keypair) => Keypair.fromSecretKey(keypair.secretKey)),
    treasury: Keypair.fromSecretKey(node.treasury.secretKey),
    async getJson(path, on = cloud) {
      const separator = path.includes('?') ? '&' : '?'
      const response = await fetch(`${on.url}${path}${separator}projectId=airlock-e2e`, {
        headers: { authorization: 'Bearer dev-only-airlock-e2e-secret' },
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    startCloud,
    sendSol: (from, to, lamports) =>
      send(
        from,
        new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })),
      ),
    sendUsdc(from, to, amount) {
      const source = getAssociatedTokenAddressSync(usdc, from.publicKey)
      const destination = getAssociatedTokenAddressSync(usdc, to)
      return send(
        from,
        new Transaction().add(
          createAssociatedTokenAccountIdempotentInstruction(from.publicKey, destination, to, usdc),
          createTransferCheckedInstruction(source, usdc, destination, from.publicKey, amount, 6),
        ),
      )
    },
    async close() {
      for (const running of clouds) await running.close().catch(() => undefined)
      await node.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
