import {
  type AccountInfo,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startTestSolana, type TestSolana } from './solanaTestRpc.js'

let solana: TestSolana
beforeAll(async () => {
  solana = await startTestSolana()
})
afterAll(async () => {
  await solana.rpc.close()
})

/** A raw PubSub socket: send one request, read messages as they come. */
async function openSocket(url: string) {
  const socket = new WebSocket(url)
  const messages: unknown[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const next = async () => {
    while (messages.length === 0) await new Promise<void>((resolve) => waiters.push(resolve))
    return messages.shift() as Record<string, unknown>
  }
  return { socket, next, send: (body: unknown) => socket.send(JSON.stringify(body)) }
}

const transferTo = (to: Keypair['publicKey'], lamports: number) => {
  const from = solana.dev[0] as Keypair
  return sendAndConfirmTransaction(
    solana.connection,
    new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })),
    [from],
  )
}

describe('PubSub WebSocket', () => {
  it('onAccountChange hears a transfer into the account, on the RPC port itself too', async () => {
    const connection = new Connection(solana.rpc.url, {
      commitment: 'confirmed',
      wsEndpoint: solana.rpc.wsUrl,
    })
    const to = Keypair.generate().publicKey
    const heard = new Promise<AccountInfo<Buffer>>((resolve) => {
      const id = connection.onAccountChange(to, (account) => {
        void connection.removeAccountChangeListener(id)
        resolve(account)
      })
    })
    // Let the subscription reach the node before the transfer lands.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await transferTo(to, LAMPORTS_PER_SOL)
    expect((await heard).lamports).toBe(LAMPORTS_PER_SOL)
  })

  it('onSlotChange hears slots move with time', async () => {
    const slot = await new Promise<number>((resolve) => {
      const id = solana.connection.onSlotChange((info) => {
        void solana.connection.removeSlotChangeListener(id)
        resolve(info.slot)
      })
    })
    expect(slot).toBeGreaterThan(0)
  })

  it('a signature subscription for a transaction that already landed is answered at once, then ends', async () => {
    const signature = await transferTo(Keypair.generate().publicKey, 1_000_000)
    const { socket, next, send } = await openSocket(solana.rpc.wsUrl)
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'signatureSubscribe',
      params: [signature, { commitment: 'confirmed' }],
    })
    const subscribed = await next()
    expect(subscribed).toMatchObject({ id: 1, result: expect.any(Number) })
    expect(await next()).toMatchObject({
      method: 'signatureNotification',
      params: {
        subscription: subscribed.result,
        result: { context: { slot: expect.any(Number) }, value: { err: null } },
      },
    })
    send({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [subscribed.result] })
    expect(await next()).toMatchObject({
      id: 2,
      error: { code: -32602, message: 'Invalid subscription id.' },
    })
    socket.close()
  })

  it('unknown methods, bad params and bad JSON get JSON-RPC errors; pings (no id) get nothing', async () => {
    const { socket, next, send } = await openSocket(solana.rpc.wsUrl)
    send({ jsonrpc: '2.0', method: 'ping' })
    send({ jsonrpc: '2.0', id: 1, method: 'blockSubscribe', params: [] })
    expect(await next()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found' },
    })
    send({ jsonrpc: '2.0', id: 2, method: 'accountSubscribe', params: ['not a key'] })
    expect(await next()).toMatchObject({ id: 2, error: { code: -32602 } })
    socket.send('{')
    expect(await next()).toMatchObject({ id: null, error: { code: -32700 } })
    const closed = new Promise<number>((resolve) => socket.once('close', resolve))
    socket.send(Buffer.from([1, 2, 3]), { binary: true })
    expect(await closed).toBe(1003)
  })
})
