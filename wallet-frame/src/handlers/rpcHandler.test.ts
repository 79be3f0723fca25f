import { describe, expect, it } from 'vitest'
import { toFrameErrorPayload } from '../api/frameError.js'
import { type ApprovalUi, createApprovalQueue } from '../approval/approvalQueue.js'
import type { ApprovalView } from '../approval/renderApproval.js'
import { ADDRESS, SMART_ADDRESS, smartAccountRoutes, stubService, USER } from '../testing/stubService.js'
import type { FrameState } from './handlerTypes.js'
import { rpcHandler } from './rpcHandler.js'

function setup(routes: Record<string, unknown> = {}) {
  const service = stubService({
    'GET /api/user': USER,
    'POST /api/rpc': (body: unknown) => [200, { result: `signed ${(body as { method: string }).method}` }],
    ...routes,
  })
  const shown: ApprovalView[] = []
  let decide: (approved: boolean) => void = () => {}
  const ui: ApprovalUi = {
    show(view, d) {
      shown.push(view)
      decide = d
    },
    setWaiting() {},
    setBusy() {},
    hide() {},
  }
  const state: FrameState = {
    email: undefined,
    chainId: 31337,
    dapp: { name: 'Demo', url: 'https://demo.app', icon: undefined },
  }
  const handle = rpcHandler({
    api: service.api,
    state,
    approvals: createApprovalQueue(ui),
    requestedFrom: () => 'http://app.localhost:5173',
  })
  return { service, shown, handle, decide: (approved: boolean) => decide(approved) }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, toFrameErrorPayload)

describe('rpcHandler', () => {
  it("answers EIP-5792's reads without asking, and asks for wallet_sendCalls as the smart account", async () => {
    const batch = [
      { version: '2.0.0', chainId: '0x7a69', calls: [{ to: ADDRESS, value: '0x1' }, { to: ADDRESS }] },
    ]
    const { handle, service, shown, decide } = setup({
      ...smartAccountRoutes(),
      'POST /api/rpc': (body: unknown) => [200, { result: (body as { method: string }).method }],
    })
    expect(await handle({ method: 'wallet_getCapabilities', params: [SMART_ADDRESS] })).toEqual({
      result: 'wallet_getCapabilities',
    })
    expect(await handle({ method: 'wallet_getCallsStatus', params: ['0x01'] })).toEqual({
      result: 'wallet_getCallsStatus',
    })
    expect(shown).toEqual([])
    const answer = handle({ method: 'wallet_sendCalls', params: batch })
    await until(() => shown.length === 1)
    expect(shown[0]).toMatchObject({
      method: 'wallet_sendCalls',
      title: 'Review 2 calls',
      account: SMART_ADDRESS,
      accountType: 'smartAccount',
    })
    decide(true)
    expect(await answer).toEqual({ result: 'wallet_sendCalls' })
    expect(service.calls.at(-1)?.body).toEqual({ method: 'wallet_sendCalls', params: batch, chainId: 31337 })
    expect(service.calls.map(({ route }) => route)).toContain('GET /api/user?chainId=31337')
  })

  it('asks before granting or revoking permissions, showing what the session may spend', async () => {
    const { handle, service, shown, decide } = setup({
      ...smartAccountRoutes(),
      'POST /api/rpc': (body: unknown) => [200, { result: (body as { method: string }).method }],
    })
    const grant = [
      {
        expiry: 1_800_000_000,
        signer: { type: 'account', data: { id: ADDRESS } },
        permissions: [
          {
            type: 'native-token-transfer',
            data: {},
            policies: [{ type: 'token-allowance', data: { allowance: '0x470de4df820000' } }],
          },
        ],
      },
    ]
    const granted = handle({ method: 'wallet_grantPermissions', params: grant })
    await until(() => shown.length === 1)
    expect(shown[0]).toMatchObject({ method: 'wallet_grantPermissions', title: 'Grant permissions' })
    expect(JSON.stringify(shown[0])).toContain('Up to 0.02 ETH')
    decide(true)
    expect(await granted).toEqual({ result: 'wallet_grantPermissions' })
    const revoked = handle({ method: 'wallet_revokePermissions', params: [{ permissionsContext: '0x01' }] })
    await until(() => shown.length === 2)
    expect(shown[1]).toMatchObject({ title: 'Revoke permissions' })
    decide(false)
    expect(await errorOf(Promise.resolve(revoked))).toMatchObject({ code: 4001 })
    expect(service.calls.filter(({ route }) => route === 'POST /api/rpc')).toHaveLength(1)
  })

  it('shows the account a signature names: the EOA on a smart-account chain when the dApp asks it', async () => {
    const { handle, shown, decide } = setup(smartAccountRoutes())
    const answer = Promise.resolve(
      handle({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS.toLowerCase()] }),
    )
    await until(() => shown.length === 1)
    expect(shown[0]).toMatchObject({ account: ADDRESS, accountType: 'eoa' })
    decide(false)
    expect(await errorOf(answer)).toMatchObject({ code: 4001 })
  })

  it('answers eth_accounts and eth_chainId through the service without asking', async () => {
    const { handle, service, shown } = setup({
      'POST /api/rpc': (body: unknown) => [
        200,
        { result: (body as { method: string }).method === 'eth_chainId' ? '0x7a69' : [ADDRESS] },
      ],
    })
    expect(await handle({ method: 'eth_accounts' })).toEqual({ result: [ADDRESS] })
    expect(await handle({ method: 'eth_chainId', params: [] })).toEqual({ result: '0x7a69' })
    expect(service.calls.map(({ body }) => body)).toEqual([
      { method: 'eth_accounts', chainId: 31337 },
      { method: 'eth_chainId', params: [], chainId: 31337 },
    ])
    expect(shown).toEqual([])
  })

  it('refuses any other method with 4200 before calling anything', async () => {
    const { handle, service } = setup()
    for (const method of ['eth_sign', 'eth_call', 'eth_sendRawTransaction', 'anvil_setBalance', '__proto__'])
      expect(await errorOf(Promise.resolve(handle({ method })))).toEqual({
        message: 'Requested RPC call is not allowed',
        code: 4200,
      })
    expect(service.calls).toEqual([])
  })

  it('shows a signing request and sends it to the service once approved', async () => {
    const { handle, service, shown, decide } = setup()
    const params = ['0x68656c6c6f', ADDRESS]
    const pending = Promise.resolve(handle({ method: 'personal_sign', params }))
    await until(() => shown.length > 0)
    expect(shown[0]).toMatchObject({
      title: 'Signature request',
      method: 'personal_sign',
      account: ADDRESS,
      dapp: { name: 'Demo' },
      requestedFrom: 'http://app.localhost:5173',
    })
    expect(service.calls.map(({ route }) => route)).toEqual(['GET /api/user?chainId=31337'])
    decide(true)
    expect(await pending).toEqual({ result: 'signed personal_sign' })
    expect(service.calls.at(-1)?.body).toEqual({ method: 'personal_sign', params, chainId: 31337 })
  })

  it('shows the calls of a user operation, and refuses one whose callData is not its plain calls unseen', async () => {
    const { handle, service, shown, decide } = setup()
    // execute(bytes32 mode = one call, bytes executionCalldata = ADDRESS | 1 wei | no data)
    const callData = `0xe9ae5c53${'0'.repeat(64)}${(64).toString(16).padStart(64, '0')}${(52).toString(16).padStart(64, '0')}${ADDRESS.slice(2)}${'1'.padStart(64, '0')}${'0'.repeat(24)}`
    const params = [{ sender: `0x${'11'.repeat(20)}`, callData }, `0x${'22'.repeat(20)}`]
    const pending = Promise.resolve(handle({ method: 'eth_sendUserOperation', params }))
    await until(() => shown.length > 0)
    expect(shown[0]?.title).toBe('Review 1 call')
    expect(shown[0]?.rows.find((row) => row.testId === 'wallet-tx-to-1')?.value).toBe(ADDRESS.toLowerCase())
    decide(true)
    expect(await pending).toEqual({ result: 'signed eth_sendUserOperation' })

    const takeover = [{ sender: `0x${'11'.repeat(20)}`, callData: '0x12345678' }, `0x${'22'.repeat(20)}`]
    const calls = service.calls.length
    expect(
      await errorOf(Promise.resolve(handle({ method: 'eth_sendUserOperation', params: takeover }))),
    ).toEqual({
      message: "Invalid user operation: callData is not the account's execute(bytes32,bytes)",
      code: -32602,
    })
    expect(service.calls.length).toBe(calls)
    expect(shown).toHaveLength(1)
  })

  it('answers 4001 on Reject and never calls the service to sign', async () => {
    const { handle, service, shown, decide } = setup()
    const pending = errorOf(
      Promise.resolve(handle({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] })),
    )
    await until(() => shown.length > 0)
    expect(shown[0]?.title).toBe('Review transaction')
    decide(false)
    expect(await pending).toEqual({ message: 'User rejected the request.', code: 4001 })
    expect(service.calls.map(({ route }) => route)).toEqual(['GET /api/user?chainId=31337'])
  })

  it('queues requests: the second is shown after the first is answered', async () => {
    const { handle, shown, decide } = setup()
    const first = Promise.resolve(handle({ method: 'personal_sign', params: ['0x01', ADDRESS] }))
    const second = Promise.resolve(handle({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] }))
    await until(() => shown.length > 0)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(shown.map((view) => view.method)).toEqual(['personal_sign'])
    decide(false)
    await first.catch(() => {})
    await until(() => shown.length > 1)
    expect(shown.map((view) => view.method)).toEqual(['personal_sign', 'eth_signTypedData_v4'])
    decide(true)
    expect(await second).toEqual({ result: 'signed eth_signTypedData_v4' })
  })

  it("passes the service's RPC error and 'Not signed in' on, showing nothing without a session", async () => {
    const signedOut = setup({ 'GET /api/user': () => [401, { message: 'Not signed in' }] })
    expect(await errorOf(Promise.resolve(signedOut.handle({ method: 'personal_sign', params: [] })))).toEqual(
      {
        message: 'Not signed in',
      },
    )
    expect(signedOut.shown).toEqual([])
    const refused = setup({
      'POST /api/rpc': () => [
        403,
        { error: { code: 4100, message: 'The request names another account than the signed-in one' } },
      ],
    })
    const pending = errorOf(
      Promise.resolve(refused.handle({ method: 'personal_sign', params: ['0x01', ADDRESS] })),
    )
    await until(() => refused.shown.length > 0)
    refused.decide(true)
    expect(await pending).toEqual({
      message: 'The request names another account than the signed-in one',
      code: 4100,
    })
  })
})
