import type { RpcResult } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import { checkAllowance, confirmSwap } from './swapExecution.js'
import { initialSwapState, type SwapToken, swapStore } from './swapStore.js'

const wallet = vi.hoisted(() => ({ answers: [] as RpcResult[], sent: [] as unknown[] }))
const node = vi.hoisted(() => ({ receipts: [] as unknown[], callError: '' }))
const refreshed = vi.hoisted(() => ({ account: 0, balance: 0 }))

vi.mock('../controllers/walletRequests.js', () => ({
  requestConnectedWallet: async (_connector: string, _method: string, params: unknown[]) => {
    wallet.sent.push(params[0])
    return wallet.answers.shift() ?? { ok: false, error: { code: -1, message: 'no answer' } }
  },
}))
vi.mock('../lib/rpcClient.js', () => ({
  rpcClient: () => ({
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_getTransactionReceipt') return node.receipts.shift() ?? null
      if (method === 'eth_call') throw new Error(node.callError)
      throw new Error(`unexpected ${method}`)
    },
  }),
}))
vi.mock('../controllers/account.js', () => ({ invalidateAccount: () => refreshed.account++ }))
vi.mock('../controllers/balance.js', () => ({ refreshBalance: async () => refreshed.balance++ }))

const chain = 'eip155:31337'
const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const router = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'
const usdc: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: `${chain}:0x5fbdb2315678afecb367f032d93f642f64180aa3`,
  decimals: 6,
  logoUri: null,
}
const dai: SwapToken = {
  ...usdc,
  name: 'Dai',
  symbol: 'DAI',
  address: `${chain}:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512`,
  decimals: 18,
}
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const tx = (to: string, data: string) => ({
  tx: { from: user, to, data, value: '0', eip155: { gas: '120000', gasPrice: '1000000000' } },
})

let allowance = '0'
let cloudCalls: string[] = []
const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input))
  cloudCalls.push(`${url.pathname}${init?.body ? ` ${init.body}` : ''}`)
  if (url.pathname === '/v1/convert/allowance') return Response.json({ allowance })
  if (url.pathname === '/v1/convert/build-approve')
    return Response.json(tx(usdc.address.split(':')[2] as string, '0x095ea7b3'))
  if (url.pathname === '/v1/convert/build-transaction') return Response.json(tx(router, '0x38ed1739'))
  throw new Error(`unexpected ${url}`)
})

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  wallet.answers = []
  wallet.sent = []
  node.receipts = []
  refreshed.account = 0
  refreshed.balance = 0
  cloudCalls = []
  allowance = '0'
  appStore.setState(
    {
      ...initialState(),
      status: 'connected',
      address: user,
      connectorId: 'test',
      activeNetwork: testNetwork(),
      options: { projectId: 'p' } as never,
      history: ['Account', 'Swap', 'SwapPreview'],
    },
    true,
  )
  swapStore.setState(
    {
      ...initialSwapState(),
      key: `${chain}:${user}`,
      from: usdc,
      to: dai,
      fromAmount: '10',
      quote: {
        fromAmount: '10000000',
        toAmount: '9950000000000000000',
        priceImpact: 0.1,
        gasLimit: '150000',
      },
    },
    true,
  )
})
afterEach(() => vi.unstubAllGlobals())

const mined = (status: '0x1' | '0x0') => ({ status, blockNumber: '0x10' })

describe('approve and swap', () => {
  it('approves a short allowance first, then swaps at 1% slippage, then goes back to Account refreshed', async () => {
    allowance = '9999999'
    await checkAllowance()
    expect(swapStore.getState().needsApproval).toBe(true)

    wallet.answers.push({ ok: true, result: hash(1) })
    node.receipts.push(null, mined('0x1'))
    await confirmSwap()
    expect(swapStore.getState()).toMatchObject({ needsApproval: false, progress: 'idle', error: undefined })
    expect(wallet.sent[0]).toMatchObject({ from: user, data: '0x095ea7b3', value: '0x0', gas: '0x1d4c0' })
    expect(cloudCalls.at(-1)).toMatch(/^\/v1\/convert\/build-approve$/)

    wallet.answers.push({ ok: true, result: hash(2) })
    node.receipts.push(mined('0x1'))
    await confirmSwap()
    expect(wallet.sent[1]).toMatchObject({ to: router, data: '0x38ed1739' })
    const body = JSON.parse(cloudCalls.at(-1)?.split(' ').slice(1).join(' ') ?? '{}')
    expect(body).toEqual({
      userAddress: user,
      from: usdc.address,
      to: dai.address,
      amount: '10000000',
      projectId: 'p',
      eip155: { slippage: 1 },
    })
    expect(appStore.getState().history).toEqual(['Account'])
    expect(appStore.getState().snackbar).toMatchObject({ variant: 'success', message: 'Swap completed' })
    expect(swapStore.getState()).toMatchObject({ from: undefined, quote: undefined })
    expect(refreshed).toEqual({ account: 1, balance: 1 })
  })

  it('needs no approve for an allowance that covers the amount, nor for the native token', async () => {
    allowance = '10000000'
    await checkAllowance()
    expect(swapStore.getState().needsApproval).toBe(false)
    swapStore.setState({ from: { ...usdc, address: `${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee` } })
    cloudCalls = []
    await checkAllowance()
    expect(swapStore.getState().needsApproval).toBe(false)
    expect(cloudCalls).toEqual([])
  })

  it('a declined signature stays in the preview and says so; nothing is waited for', async () => {
    swapStore.setState({ needsApproval: false })
    wallet.answers.push({ ok: false, error: { code: 4001, message: 'User rejected the request.' } })
    await confirmSwap()
    expect(swapStore.getState()).toMatchObject({ progress: 'idle', error: 'Signature declined' })
    expect(appStore.getState().history.at(-1)).toBe('SwapPreview')
    expect(refreshed).toEqual({ account: 0, balance: 0 })
  })

  it("a reverted swap is replayed for its reason, and the router's slippage revert is explained", async () => {
    swapStore.setState({ needsApproval: false })
    wallet.answers.push({ ok: true, result: hash(3) })
    node.receipts.push(mined('0x0'))
    node.callError = 'Execution reverted with reason: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT.'
    await confirmSwap()
    expect(swapStore.getState()).toMatchObject({
      progress: 'idle',
      error: 'The price moved beyond your slippage (1%). Try again.',
    })
    expect(appStore.getState().history.at(-1)).toBe('SwapPreview')
  })

  it('asks for an approve when the cloud says the allowance is short', async () => {
    swapStore.setState({ needsApproval: false })
    fetchMock.mockImplementationOnce(async () =>
      Response.json({ message: 'Insufficient allowance' }, { status: 400 }),
    )
    await confirmSwap()
    expect(swapStore.getState()).toMatchObject({ needsApproval: true, progress: 'idle' })
    expect(wallet.sent).toEqual([])
  })
})
