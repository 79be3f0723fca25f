import { createServer } from 'node:net'
import { Connection, Keypair } from '@solana/web3.js'
import { type SolanaRpc, type StartSolanaRpcParameters, startSolanaRpc } from './startSolanaRpc.js'

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

/** Two free loopback ports in a row: the RPC's, and the next one web3.js expects its WebSocket on. */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 40_000)
    if ((await portFree(port)) && (await portFree(port + 1))) return port
  }
  throw new Error('no two free ports in a row')
}

export interface TestSolana {
  rpc: SolanaRpc
  /** web3.js as a dApp uses it: `new Connection(url)`, confirming over the WebSocket on port + 1. */
  connection: Connection
  dev: Keypair[]
  treasury: Keypair
}

/** A local chain for one test file, on fresh ports, with web3.js keypairs for its dev accounts. */
export async function startTestSolana(
  options: Omit<StartSolanaRpcParameters, 'port'> = {},
): Promise<TestSolana> {
  const rpc = await startSolanaRpc({ port: await freePortPair(), ...options })
  return {
    rpc,
    connection: new Connection(rpc.url, 'confirmed'),
    dev: rpc.devKeypairs.map((keypair) => Keypair.fromSecretKey(keypair.secretKey)),
    treasury: Keypair.fromSecretKey(rpc.treasury.secretKey),
  }
}

/** One raw JSON-RPC POST (what web3.js would not send: bad bodies, batches, unknown methods). */
export async function postRpc(url: string, body: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : undefined }
}

/** One JSON-RPC call by hand (id 1), for what web3.js would not send or not show. */
export const callRpc = (url: string, method: string, params: unknown[]) =>
  postRpc(url, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))
