import { decodeBase64, type RpcResult } from '@airlock/shared-protocol'
import { SystemInstruction, Transaction } from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../api/blockchain.js'
import {
  type FakeNode,
  fakeRpc,
  inContext,
  solanaTestNetwork,
  type TransferNodeOptions,
  transferNode,
  transferWorld,
} from '../solana/solanaTestFixtures.js'
import { accountStore, initialAccountData } from '../stores/accountStore.js'
import { appStore, initialState } from '../stores/appStore.js'
import { initialSendState, sendStore } from '../stores/sendStore.js'

const signAndSendSolana = vi.fn<(transaction: string) => Promise<RpcResult>>()
vi.mock('../controllers/solanaSigner.js', () => ({
  signAndSendSolana: (transaction: string) => signAndSendSolana(transaction),
}))
let node: ReturnType<typeof fakeRpc>
vi.mock('../solana/solanaRpc.js', () => ({ solanaRpc: () => node.rpc }))
const invalidateAccount = vi.fn()
vi.mock('../controllers/account.js', () => ({ invalidateAccount: () => invalidateAccount() }))
const track = vi.fn()
vi.mock('../api/analytics.js', () => ({ track: (...args: unknown[]) => track(...args) }))
// The EVM side must not be reached from a Solana send.
const requestConnectedWallet = vi.fn()
vi.mock('../controllers/walletRequests.js', () => ({
  requestConnectedWallet: () => requestConnectedWallet(),
}))

const { estimateFee, selectToken, sendNow, setAmount, setMaxAmount, setReceiver, currentCheck } =
  await import('./sendController.js')

const world = transferWorld()
const { sender, receiver, mint } = world
const caip = solanaTestNetwork().caipNetworkId
const sol: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: caip,
  value: 150_000,
  price: 150,
  quantity: { decimals: '9', numeric: '1000' },
}
const usdc: TokenBalance = {
  name: 'USD Coin (devnet)',
  symbol: 'USDC',
  chainId: caip,
  address: `${caip}:${mint.toBase58()}`,
  value: 10,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
}
const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const failedText = 'Failed to send transaction. Please try again.'

function useNode(options: TransferNodeOptions = {}) {
  node = fakeRpc(transferNode(world, options))
}

beforeEach(() => {
  vi.clearAllMocks()
  useNode()
  appStore.setState(
    {
      ...initialState(),
      status: 'connected',
      address: sender.toBase58(),
      connectorId: 'phantom',
      activeNetwork: solanaTestNetwork(),
      history: ['Account', 'WalletSend', 'WalletSendPreview'],
    },
    true,
  )
  accountStore.setState({ ...initialAccountData(), tokens: [sol, usdc] }, true)
  sendStore.setState({ ...initialSendState(), networkBalanceInUSD: 150_000 }, true)
})
afterEach(() => vi.useRealTimers())

/** A filled form: `token`, `amount` to the receiver, its fee estimated. */
async function fill(token: TokenBalance, amount: string) {
  selectToken(token)
  await setReceiver(receiver.toBase58())
  await estimateFee()
  setAmount(amount)
}

const snackbar = () =>
  vi.waitFor(() => {
    const shown = appStore.getState().snackbar
    if (!shown || shown.variant === 'loading') throw new Error('still loading')
    return shown
  })

describe('the Send form on a Solana account', () => {
  it('takes a Solana address as the receiver, never an EVM address or a name', async () => {
    await setReceiver(` ${receiver.toBase58()} `)
    expect(sendStore.getState()).toMatchObject({
      receiverAddress: receiver.toBase58(),
      receiverProfileName: undefined,
    })
    await setReceiver('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(sendStore.getState().receiverAddress).toBeUndefined()
    await setReceiver('alice.sol')
    expect(sendStore.getState()).toMatchObject({ receiverText: 'alice.sol', receiverAddress: undefined })
    selectToken(sol)
    setAmount('1')
    expect(currentCheck()).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'receiver',
      message: 'Please enter a valid amount and receiver address',
    })
  })

  it('shows the fee in lamports, with the rent of a token account the send opens', async () => {
    await fill(sol, '0.5')
    expect(sendStore.getState()).toMatchObject({
      gasPrice: 5000n,
      gasPriceInUSD: 0.00075,
      gasError: undefined,
    })
    await fill(usdc, '1.5')
    expect(sendStore.getState()).toMatchObject({ gasPrice: 2_044_280n, gasPriceInUSD: 0.306642 })
    useNode({ receiverHasAccount: true })
    await estimateFee()
    expect(sendStore.getState().gasPrice).toBe(5000n)
  })

  it('says why no fee could be read, and drops an estimate the form has moved past', async () => {
    node = fakeRpc({ ...transferNode(world), getLatestBlockhash: () => ({ nope: 1 }) })
    selectToken(sol)
    await vi.waitFor(() =>
      expect(sendStore.getState().gasError).toBe('getLatestBlockhash: unexpected answer'),
    )

    let answer: (value: unknown) => void = () => undefined
    useNode({ extra: { getFeeForMessage: () => new Promise((resolve) => (answer = resolve)) } as FakeNode })
    sendStore.setState({ ...initialSendState(), token: sol }, true)
    const stale = estimateFee()
    await vi.waitFor(() => expect(node.calls.some((c) => c.method === 'getFeeForMessage')).toBe(true))
    sendStore.setState({ token: usdc })
    answer(inContext(9999))
    await stale
    expect(sendStore.getState().gasPrice).toBeUndefined()
  })

  it('keeps the fee back on Max for SOL, not for a token', async () => {
    await fill(sol, '')
    setMaxAmount()
    expect(sendStore.getState().sendTokenAmount).toBe('999.999995')
    await fill(usdc, '')
    setMaxAmount()
    expect(sendStore.getState().sendTokenAmount).toBe('10')
    // Before the fee is known, Max keeps one signature's base fee.
    sendStore.setState({ ...initialSendState(), token: sol }, true)
    setMaxAmount()
    expect(sendStore.getState().sendTokenAmount).toBe('999.999995')
  })
})

describe('sending on Solana', () => {
  it('builds the transfer, has the wallet sign and send it, waits for confirmation, then shows success', async () => {
    signAndSendSolana.mockResolvedValue({ ok: true, result: { signature } })
    await fill(sol, '0.5')
    await sendNow()
    expect(signAndSendSolana).toHaveBeenCalledTimes(1)
    const sent = Transaction.from(decodeBase64(signAndSendSolana.mock.calls[0]?.[0] ?? '') as Buffer)
    const [transfer] = sent.instructions
    expect(transfer && SystemInstruction.decodeTransfer(transfer)).toEqual({
      fromPubkey: sender,
      toPubkey: receiver,
      lamports: 500_000_000n,
    })
    expect(
      node.calls.some(
        (c) => c.method === 'getSignatureStatuses' && (c.params[0] as string[])[0] === signature,
      ),
    ).toBe(true)
    await expect(snackbar()).resolves.toMatchObject({ variant: 'success', message: 'Transaction started' })
    expect(appStore.getState().history).toEqual(['Account'])
    expect(sendStore.getState()).toMatchObject({ token: undefined, sending: false, sendTokenAmount: '' })
    expect(invalidateAccount).toHaveBeenCalledTimes(1)
    expect(track).toHaveBeenCalledWith('SEND_SUCCESS', {
      token: 'SOL',
      amount: '0.5',
      network: caip,
      hash: signature,
    })
    expect(requestConnectedWallet).not.toHaveBeenCalled()
  })

  it("sends tokens opening the receiver's account, an amount in exponent form read as plain digits", async () => {
    signAndSendSolana.mockResolvedValue({ ok: true, result: { signature } })
    await fill(usdc, '15e-1')
    await sendNow()
    const sent = Transaction.from(decodeBase64(signAndSendSolana.mock.calls[0]?.[0] ?? '') as Buffer)
    expect(sent.instructions.map((i) => i.programId.toBase58())).toEqual([
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    ])
    const data = sent.instructions[1]?.data ?? new Uint8Array()
    expect(new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(1, true)).toBe(1_500_000n)
    await expect(snackbar()).resolves.toMatchObject({ message: 'Transaction started' })
  })

  it("reads a decline as spec section 8's Solana send failure, keeps the form, refreshes nothing", async () => {
    signAndSendSolana.mockResolvedValue({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    await fill(sol, '0.5')
    await sendNow()
    await expect(snackbar()).resolves.toMatchObject({ variant: 'error', message: failedText })
    expect(sendStore.getState()).toMatchObject({ sending: false, sendTokenAmount: '0.5' })
    expect(appStore.getState().shake).toBe(true)
    expect(appStore.getState().history.at(-1)).toBe('WalletSendPreview')
    expect(invalidateAccount).not.toHaveBeenCalled()
    expect(track).toHaveBeenCalledWith(
      'SEND_ERROR',
      expect.objectContaining({ message: 'User rejected the request.' }),
    )
  })

  it("reads any other failure as spec section 8's Solana text", async () => {
    const failures: [string, () => void][] = [
      [
        'wallet error',
        () => signAndSendSolana.mockResolvedValue({ ok: false, error: { code: -32603, message: 'boom' } }),
      ],
      ['wallet throws', () => signAndSendSolana.mockRejectedValue(new Error('port closed'))],
      ['cannot build', () => useNode({ extra: { getFeeForMessage: () => inContext(null) } })],
    ]
    for (const [, arrange] of failures) {
      vi.clearAllMocks()
      appStore.setState({ snackbar: undefined })
      useNode()
      signAndSendSolana.mockResolvedValue({ ok: true, result: { signature } })
      await fill(sol, '0.5')
      arrange()
      await sendNow()
      await expect(snackbar()).resolves.toMatchObject({ variant: 'error', message: failedText })
      expect(sendStore.getState().sending).toBe(false)
      expect(invalidateAccount).not.toHaveBeenCalled()
    }
  })

  it('reads a transaction that failed on chain as the Solana text, and refreshes the account', async () => {
    signAndSendSolana.mockResolvedValue({ ok: true, result: { signature } })
    await fill(sol, '0.5')
    useNode({
      extra: {
        getSignatureStatuses: () =>
          inContext([
            {
              slot: 9,
              confirmations: null,
              err: { InstructionError: [0, 'Custom'] },
              confirmationStatus: 'confirmed',
            },
          ]),
      },
    })
    await sendNow()
    await expect(snackbar()).resolves.toMatchObject({ variant: 'error', message: failedText })
    expect(invalidateAccount).toHaveBeenCalledTimes(1)
  })

  it('asks nothing of the wallet when the form is not valid', async () => {
    selectToken(sol)
    setAmount('0.5')
    await setReceiver('not-an-address')
    await sendNow()
    await expect(snackbar()).resolves.toMatchObject({
      message: 'Please enter a valid amount and receiver address',
    })
    expect(signAndSendSolana).not.toHaveBeenCalled()
  })
})
