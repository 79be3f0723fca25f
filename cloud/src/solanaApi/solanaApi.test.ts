import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaTransaction } from './solanaActivity.js'
import type { SolanaBalance } from './solanaBalances.js'
import { PUBLIC_URL, type SolanaCloud, startSolanaCloud } from './testSolanaCloud.js'

let kit: SolanaCloud
let chain: string
beforeAll(async () => {
  kit = await startSolanaCloud()
  chain = kit.chainId
}, 30_000)
afterAll(() => kit?.close())

const balancesOf = async (owner: PublicKey | string) => {
  const { status, body } = await kit.getJson(`/v1/account/${owner}/balance?currency=usd&chainId=${chain}`)
  expect(status).toBe(200)
  return body.balances as SolanaBalance[]
}
const historyOf = async (owner: PublicKey | string, extra = '') => {
  const { status, body } = await kit.getJson(`/v1/account/${owner}/history?chainId=${chain}${extra}`)
  expect(status).toBe(200)
  return body as { data: SolanaTransaction[]; next: string | null }
}

describe('Solana balances and history on the local chain', () => {
  const recipient = Keypair.generate().publicKey

  it('answers SOL and SPL balances after a transfer of each, priced from the devnet file', async () => {
    const [sender] = kit.dev as [Keypair]
    await kit.sendSol(sender, recipient, 2 * LAMPORTS_PER_SOL)
    await kit.sendUsdc(sender, recipient, 1_500_000n)
    expect(await balancesOf(recipient)).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: chain,
        value: 300,
        price: 150,
        quantity: { decimals: '9', numeric: '2' },
        iconUrl: `${PUBLIC_URL}/public/getTokenImage/sol`,
      },
      {
        name: 'USD Coin (devnet)',
        symbol: 'USDC',
        chainId: chain,
        address: `${chain}:${kit.node.mint.usdc}`,
        value: 1.5,
        price: 1,
        quantity: { decimals: '6', numeric: '1.5' },
        iconUrl: `${PUBLIC_URL}/public/getTokenImage/usdc`,
      },
    ])
    const senderUsdc = (await balancesOf(sender.publicKey)).find((b) => b.symbol === 'USDC')
    expect(senderUsdc).toMatchObject({ quantity: { numeric: '9998.5' }, value: 9998.5 })
    // The badge the icon URL names is served.
    const icon = await fetch(`${kit.cloud.url}/public/getTokenImage/sol`)
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
  })

  it('lists both transfers from each side, newest first, with their tokens, prices and ends', async () => {
    const [sender] = kit.dev as [Keypair]
    const received = (await historyOf(recipient)).data
    expect(
      received.map((t) => [
        t.metadata.operationType,
        t.transfers.map((x) => [x.direction, x.fungible_info?.symbol]),
      ]),
    ).toEqual([
      ['receive', [['in', 'USDC']]],
      ['receive', [['in', 'SOL']]],
    ])
    expect(received[0]).toMatchObject({
      metadata: {
        chain,
        status: 'confirmed',
        sentFrom: sender.publicKey.toBase58(),
        sentTo: recipient.toBase58(),
      },
      transfers: [
        {
          quantity: { numeric: '1.5' },
          price: 1,
          value: 1.5,
          fungible_info: {
            name: 'USD Coin (devnet)',
            icon: { url: `${PUBLIC_URL}/public/getTokenImage/usdc` },
          },
        },
      ],
    })
    expect(received[1]?.transfers[0]).toMatchObject({ quantity: { numeric: '2' }, price: 150, value: 300 })
    expect(received[0]?.id).toBe(received[0]?.metadata.hash)
    expect(Date.parse(received[0]?.metadata.minedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)

    const sent = (await historyOf(sender.publicKey)).data.slice(0, 2)
    expect(sent.map((t) => [t.metadata.operationType, t.transfers[0]?.direction, t.metadata.sentTo])).toEqual(
      [
        ['send', 'out', recipient.toBase58()],
        ['send', 'out', recipient.toBase58()],
      ],
    )
    expect(sent.map((t) => t.metadata.hash)).toEqual(received.map((t) => t.metadata.hash))
  })

  it('pages 20 at a time with next, each transaction once, newest first', async () => {
    const payer = kit.dev[1] as Keypair
    const target = Keypair.generate().publicKey
    const signatures: string[] = []
    // Amounts differ so each transaction (same blockhash) has a signature of its own.
    for (let i = 1; i <= 23; i++) signatures.push(await kit.sendSol(payer, target, 1_000_000 + i))
    const first = await historyOf(target)
    expect(first.data).toHaveLength(20)
    expect(first.next).toMatch(/^\d+\./)
    const second = await historyOf(target, `&cursor=${first.next}`)
    expect(second).toMatchObject({ next: null })
    const listed = [...first.data, ...second.data].map((t) => t.metadata.hash)
    expect(listed).toEqual([...signatures].reverse())
    expect(second.data.at(-1)?.transfers[0]?.quantity.numeric).toBe('0.001000001')
  })

  it('shows a failed transaction as failed, with nothing moved', async () => {
    const sender = kit.dev[2] as Keypair
    const poor = Keypair.generate().publicKey
    // More USDC than dev 2 holds, sent without preflight: it lands with its error and pays its fee.
    const usdc = new PublicKey(kit.node.mint.usdc)
    await kit.sendUsdc(sender, poor, 1n)
    const transaction = new Transaction().add(
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(usdc, sender.publicKey),
        usdc,
        getAssociatedTokenAddressSync(usdc, poor),
        sender.publicKey,
        10n ** 15n,
        6,
      ),
    )
    const signature = await kit.connection.sendTransaction(transaction, [sender], { skipPreflight: true })
    await kit.connection.confirmTransaction(signature)
    const [failed] = (await historyOf(sender.publicKey)).data
    expect(failed).toMatchObject({
      id: signature,
      metadata: { status: 'failed', operationType: 'execute', sentFrom: sender.publicKey.toBase58() },
      transfers: [],
    })
  })

  it("lists the on-ramp treasury's deliveries under onramp=true, and nothing else", async () => {
    const buyer = Keypair.generate().publicKey
    await kit.sendSol(kit.dev[3] as Keypair, buyer, LAMPORTS_PER_SOL)
    const delivery = await kit.sendUsdc(kit.treasury, buyer, 25_000_000n)
    expect((await historyOf(buyer)).data).toHaveLength(2)
    const onramp = await historyOf(buyer, '&onramp=true')
    expect(
      onramp.data.map((t) => [t.metadata.hash, t.metadata.sentFrom, t.transfers[0]?.quantity.numeric]),
    ).toEqual([[delivery, kit.treasury.publicKey.toBase58(), '25']])
  })
})

describe('Solana routes refuse bad input and answer empty for chains not served', () => {
  const someone = Keypair.generate().publicKey.toBase58()

  it('answers 400 for an address that is not base58 of 32 bytes, a bad cursor or chain id', async () => {
    for (const address of [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'abc',
      `${someone}1111`,
      'O0Il'.repeat(10),
      '%ZZ',
    ]) {
      for (const kind of ['balance', 'history', 'nfts']) {
        const { status, body } = await kit.getJson(`/v1/account/${address}/${kind}?chainId=${chain}`)
        expect([address, kind, status, body]).toEqual([address, kind, 400, { message: expect.any(String) }])
      }
    }
    expect((await kit.getJson(`/v1/account/0xabc/balance?chainId=${chain}`)).body).toEqual({
      message: 'Invalid address',
    })
    expect(await kit.getJson(`/v1/account/${someone}/history?chainId=${chain}&cursor=12.nope`)).toEqual({
      status: 400,
      body: { message: 'Invalid cursor' },
    })
    expect(await kit.getJson(`/v1/account/${someone}/balance?chainId=solana:${'x'.repeat(40)}`)).toEqual({
      status: 400,
      body: { message: 'Invalid chainId' },
    })
  })

  it('answers empty lists for a Solana chain it does not serve, and no Solana NFTs', async () => {
    const other = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    expect((await kit.getJson(`/v1/account/${someone}/balance?chainId=${other}`)).body).toEqual({
      balances: [],
    })
    expect((await kit.getJson(`/v1/account/${someone}/history?chainId=${other}`)).body).toEqual({
      data: [],
      next: null,
    })
    expect((await kit.getJson(`/v1/account/${someone}/nfts?chainId=${other}`)).body).toEqual({ data: [] })
    const dev = kit.dev[0]?.publicKey.toBase58()
    expect((await kit.getJson(`/v1/account/${dev}/nfts?chainId=${chain}`)).body).toEqual({ data: [] })
    // A cloud serving EVM chains only answers a Solana chain empty too, not 'Invalid address'.
    const evmOnly = await kit.startCloud({ solanaChains: undefined, chains: {} })
    expect((await kit.getJson(`/v1/account/${someone}/history?chainId=${chain}`, evmOnly)).body).toEqual({
      data: [],
      next: null,
    })
    await evmOnly.close()
    // An account with nothing: no rows, not zero rows.
    expect((await kit.getJson(`/v1/account/${someone}/balance?chainId=${chain}`)).body).toEqual({
      balances: [],
    })
  })

  it('answers 503 when the Solana node does not answer', async () => {
    const down = await kit.startCloud({ solanaChains: { [chain]: { rpcUrl: 'http://127.0.0.1:9' } } })
    for (const kind of ['balance', 'history']) {
      const { status, body } = await kit.getJson(`/v1/account/${someone}/${kind}?chainId=${chain}`, down)
      expect([status, body]).toEqual([503, { message: 'The chain node did not answer' }])
    }
    await down.close()
  })
})
