import { FrameMessageSchema } from '@airlock/shared-protocol'
import { socialProofTypes } from '@airlock/shared-protocol/social-proof'
import { fakeSight } from '@airlock/shared-protocol/visibility'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { startFrame } from './startFrame.js'
import { fakeFrameWindow, HOST, MODAL, servedPage, WALLET } from './testing/fakeFrameWindow.js'
import { ADDRESS, type StubRoute, stubService, USER } from './testing/stubService.js'

beforeEach(() => servedPage())

const NO_SMART = 'Smart accounts are not available on this network'

function start(routes: Record<string, StubRoute> = {}, frame = fakeFrameWindow()) {
  const service = stubService({
    'POST /api/email/connect': { action: 'VERIFY_DEVICE' },
    'POST /api/email/await-device': { action: 'VERIFY_OTP' },
    'POST /api/email/otp': USER,
    'GET /api/user': USER,
    'GET /api/is-connected': { isConnected: true },
    'POST /api/sign-out': { ok: true },
    'POST /api/email/update': { action: 'VERIFY_PRIMARY_OTP' },
    'POST /api/email/update/primary': { action: 'VERIFY_SECONDARY_OTP' },
    'POST /api/email/update/secondary': { ...USER, email: 'new@example.com' },
    'POST /api/rpc': { result: '0xsigned' },
    'GET /api/smart-account-networks': { smartAccountEnabledNetworks: [8453] },
    'POST /api/account-type': (body: unknown) =>
      (body as { type: string }).type === 'eoa'
        ? [200, { type: 'eoa', address: ADDRESS }]
        : [400, { message: NO_SMART }],
    'POST /api/smart-account/init': () => [400, { message: NO_SMART }],
    ...routes,
  })
  const running = startFrame(frame.self, {
    fetch: service.fetch,
    armMs: 0,
    sightEnv: fakeSight({ initial: { isVisible: true } }).env,
    deviceOptions: { sleep: async () => {} },
  })
  let next = 0
  /** Sends an app event and resolves with the frame's answer to it. */
  async function call(name: string, payload: unknown = {}) {
    const id = `r${++next}`
    frame.send({ type: `@airlock-app/${name}`, id, payload })
    await vi.waitFor(() => {
      if (!frame.posted.some(({ message }) => (message as { id?: string }).id === id))
        throw new Error('no answer')
    })
    return frame.posted.find(({ message }) => (message as { id?: string }).id === id)?.message as {
      type: string
      payload: unknown
    }
  }
  return { ...frame, service, running, call }
}

describe('parent pinning', () => {
  it('says READY to the modal origin only, and starts on the chainId of its URL', () => {
    const { posted, running } = start()
    expect(posted).toEqual([{ message: { type: '@airlock-frame/READY' }, targetOrigin: MODAL }])
    expect(running?.state.chainId).toBe(31337)
    expect(document.documentElement.dataset.frame).toBe('active')
  })

  it('stays inert when the host page or another site frames it, unframed, or unconfigured', () => {
    const cases = [
      () => fakeFrameWindow({ ancestors: [HOST] }),
      () => fakeFrameWindow({ ancestors: ['https://evil.example'] }),
      () => fakeFrameWindow({ top: true }),
      () => {
        servedPage('__AIRLOCK_MODAL_ORIGIN__')
        return fakeFrameWindow()
      },
    ]
    for (const make of cases) {
      servedPage()
      const frame = make()
      const service = stubService()
      expect(startFrame(frame.self, { fetch: service.fetch })).toBeUndefined()
      frame.send({ type: '@airlock-app/GET_USER', id: 'r1', payload: {} })
      frame.send({ type: '@airlock-app/GET_USER', id: 'r2', payload: {} }, { origin: HOST })
      expect(frame.posted).toEqual([])
      expect(service.calls).toEqual([])
      expect(document.documentElement.dataset.frame).toBe('inert')
    }
  })

  it('ignores messages from another window or origin, and malformed ones, answering nothing', async () => {
    const { send, posted, service, running, call } = start()
    send({ type: '@airlock-app/SIGN_OUT', id: 'x1', payload: {} }, { source: {} })
    send({ type: '@airlock-app/SIGN_OUT', id: 'x2', payload: {} }, { origin: HOST })
    send({ type: '@airlock-app/SIGN_OUT', id: 'x3', payload: { all: true } })
    await call('GET_CHAIN_ID')
    expect(posted.map(({ message }) => (message as { id?: string }).id)).toEqual([undefined, 'r1'])
    expect(service.calls).toEqual([])
    expect(running?.stats.dropped).toMatchObject({ foreignSource: 1, foreignOrigin: 1, malformed: 1 })
  })
})

describe('app events', () => {
  const cases: [string, unknown, string, unknown][] = [
    ['CONNECT_EMAIL', { email: 'a@example.com' }, 'SUCCESS', { action: 'VERIFY_DEVICE' }],
    ['GET_USER', {}, 'SUCCESS', USER],
    ['IS_CONNECTED', {}, 'SUCCESS', { isConnected: true }],
    ['GET_CHAIN_ID', {}, 'SUCCESS', { chainId: 31337 }],
    ['SWITCH_NETWORK', { chainId: 1 }, 'SUCCESS', { chainId: 1 }],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}, 'SUCCESS', { smartAccountEnabledNetworks: [8453] }],
    ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }, 'SUCCESS', { type: 'eoa', address: ADDRESS }],
    ['SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }, 'ERROR', { message: NO_SMART }],
    ['INIT_SMART_ACCOUNT', {}, 'ERROR', { message: NO_SMART }],
    ['UPDATE_EMAIL', { email: 'new@example.com' }, 'SUCCESS', { action: 'VERIFY_PRIMARY_OTP' }],
    ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }, 'SUCCESS', {}],
    ['UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }, 'SUCCESS', { newEmail: 'new@example.com' }],
    ['SYNC_DAPP_DATA', { projectId: 'p', sdkVersion: '1.7.2' }, 'SUCCESS', {}],
    ['CONNECT_SOCIAL', { uri: 'https://a.example/cb' }, 'ERROR', { message: 'Start the sign-in again' }],
    ['CONNECT_FARCASTER', {}, 'ERROR', { message: 'Start the sign-in again' }],
    ['RPC_REQUEST', { method: 'eth_accounts' }, 'SUCCESS', { result: '0xsigned' }],
    [
      'RPC_REQUEST',
      { method: 'eth_sign' },
      'ERROR',
      { message: 'Requested RPC call is not allowed', code: 4200 },
    ],
  ]
  it.each(cases)('%s %j answers _%s %j', async (name, payload, outcome, answer) => {
    const { call } = start()
    const message = await call(name, payload)
    expect(message).toEqual({
      type: `@airlock-frame/${name}_${outcome}`,
      id: expect.any(String),
      payload: answer,
    })
    expect(FrameMessageSchema.safeParse(message).success).toBe(true)
  })

  it('logs in by email, device and code, continuing the email of CONNECT_EMAIL', async () => {
    const { call, service } = start()
    await call('CONNECT_EMAIL', { email: 'a@example.com' })
    expect((await call('CONNECT_DEVICE')).type).toBe('@airlock-frame/CONNECT_DEVICE_SUCCESS')
    expect((await call('CONNECT_OTP', { otp: '123456' })).type).toBe('@airlock-frame/CONNECT_OTP_SUCCESS')
    expect(service.calls.map(({ route, body }) => [route, body])).toEqual([
      ['POST /api/email/connect', { email: 'a@example.com' }],
      ['POST /api/email/await-device', { email: 'a@example.com' }],
      ['POST /api/email/otp', { email: 'a@example.com', otp: '123456' }],
    ])
  })

  it('answers SIGN_OUT, then says the session ended', async () => {
    const { call, posted } = start()
    await call('SIGN_OUT')
    expect(posted.slice(-2).map(({ message }) => message)).toEqual([
      { type: '@airlock-frame/SIGN_OUT_SUCCESS', id: 'r1', payload: {} },
      { type: '@airlock-frame/SESSION_UPDATE', payload: { isConnected: false } },
    ])
  })

  it('answers RELOAD, then reloads', async () => {
    const { call, reload } = start()
    expect((await call('RELOAD')).type).toBe('@airlock-frame/RELOAD_SUCCESS')
    expect(reload).toHaveBeenCalledOnce()
  })

  it('applies SYNC_THEME to its own page', async () => {
    const { call } = start()
    await call('SYNC_THEME', { themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0066' } })
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(document.documentElement.style.getPropertyValue('--w3m-accent')).toBe('#ff0066')
  })

  it("maps the service's errors and a network failure to _ERROR", async () => {
    const { call } = start({
      'GET /api/user': () => [401, { message: 'Not signed in' }],
      'POST /api/rpc': () => [400, { error: { code: 4200, message: 'Requested RPC call is not allowed' } }],
    })
    expect(await call('GET_USER')).toMatchObject({
      type: '@airlock-frame/GET_USER_ERROR',
      payload: { message: 'Not signed in' },
    })
    expect((await call('RPC_REQUEST', { method: 'eth_chainId' })).payload).toEqual({
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
    const offline = fakeFrameWindow()
    servedPage()
    startFrame(offline.self, {
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    offline.send({ type: '@airlock-app/IS_CONNECTED', id: 'o1', payload: {} })
    await vi.waitFor(() => expect(offline.posted).toHaveLength(2))
    expect(offline.posted[1]?.message).toEqual({
      type: '@airlock-frame/IS_CONNECTED_ERROR',
      id: 'o1',
      payload: { message: 'An error occurred' },
    })
  })
})

describe('the social popup', () => {
  it('answers the proof of the social login it started to its callback page, until destroyed', async () => {
    const uri = `${WALLET}/social/go?intent=i1`
    const { send, running, call } = start({
      'POST /api/social/start': { uri, intent: 'i1', claim: 'secret', proof: 'proof-1' },
    })
    const popup = {
      posted: [] as unknown[],
      postMessage: (message: unknown) => void popup.posted.push(message),
    }
    const ask = (intent: string) =>
      send({ type: socialProofTypes.request, intent }, { source: popup, origin: WALLET })
    ask('i1')
    expect(popup.posted).toEqual([])
    expect((await call('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })).payload).toEqual({ uri })
    ask('other')
    ask('i1')
    expect(popup.posted).toEqual([{ type: socialProofTypes.answer, intent: 'i1', proof: 'proof-1' }])
    // Both listeners see every message: the modal's own request is a foreign origin to this one.
    expect(running?.proofStats).toEqual({
      answered: 1,
      dropped: { foreignOrigin: 1, foreignSource: 0, malformed: 0, otherIntent: 2 },
    })
    running?.destroy()
    ask('i1')
    expect(popup.posted).toHaveLength(1)
  })
})

describe('approval in the frame page', () => {
  const approvalShown = () =>
    vi.waitFor(() => {
      const approve = document.querySelector<HTMLButtonElement>('[data-testid="wallet-approve"]')
      if (!approve || approve.disabled) throw new Error('not shown yet')
      return approve
    })

  it('signs after the visitor approves, and goes blank again', async () => {
    const { send, posted, service } = start()
    send({
      type: '@airlock-app/SYNC_DAPP_DATA',
      id: 'd',
      payload: {
        projectId: 'p',
        sdkVersion: '1',
        metadata: { name: 'Demo', description: '', url: 'https://demo.app', icons: [] },
      },
    })
    send({
      type: '@airlock-app/RPC_REQUEST',
      id: 's1',
      payload: { method: 'personal_sign', params: ['0x6869', ADDRESS] },
    })
    const approve = await approvalShown()
    expect(document.querySelector('[data-testid="wallet-dapp"]')?.textContent).toBe('Demo')
    expect(document.querySelector('[data-testid="wallet-message"]')?.textContent).toBe('hi')
    expect(document.querySelector('[data-testid="wallet-dapp-origin"]')?.textContent).toBe(`on ${HOST}`)
    approve.click()
    await vi.waitFor(() =>
      expect(posted.at(-1)?.message).toEqual({
        type: '@airlock-frame/RPC_REQUEST_SUCCESS',
        id: 's1',
        payload: { result: '0xsigned' },
      }),
    )
    expect(service.calls.at(-1)?.body).toEqual({
      method: 'personal_sign',
      params: ['0x6869', ADDRESS],
      chainId: 31337,
    })
    await vi.waitFor(() => expect(document.getElementById('approval')?.hidden).toBe(true))
  })

  it('answers 4001 on Escape, then shows the next request', async () => {
    const { send, posted } = start()
    send({
      type: '@airlock-app/RPC_REQUEST',
      id: 's1',
      payload: { method: 'personal_sign', params: ['0x6869', ADDRESS] },
    })
    send({
      type: '@airlock-app/RPC_REQUEST',
      id: 's2',
      payload: { method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x0' }] },
    })
    await approvalShown()
    await vi.waitFor(() =>
      expect(document.querySelector('[data-testid="wallet-queue"]')?.textContent).toBe(
        '1 more request waiting',
      ),
    )
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await vi.waitFor(() =>
      expect(posted.at(-1)?.message).toEqual({
        type: '@airlock-frame/RPC_REQUEST_ERROR',
        id: 's1',
        payload: { message: 'User rejected the request.', code: 4001 },
      }),
    )
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Review transaction'))
    await approvalShown()
    document.querySelector<HTMLButtonElement>('[data-testid="wallet-reject"]')?.click()
    await vi.waitFor(() => expect((posted.at(-1)?.message as { id?: string } | undefined)?.id).toBe('s2'))
  })

  it('speaks the locale SYNC_THEME sends, drawing the request on screen again; refuses one it does not know', async () => {
    const { send, call, posted, running } = start()
    const html = document.documentElement
    const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent
    send({
      type: '@airlock-app/RPC_REQUEST',
      id: 's1',
      payload: { method: 'personal_sign', params: ['0x6869', ADDRESS] },
    })
    send({
      type: '@airlock-app/RPC_REQUEST',
      id: 's2',
      payload: { method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x0' }] },
    })
    await approvalShown()
    try {
      expect((await call('SYNC_THEME', { themeMode: 'dark', locale: 'de' })).type).toBe(
        '@airlock-frame/SYNC_THEME_SUCCESS',
      )
      expect([html.lang, html.dir, html.dataset.theme]).toEqual(['de', 'ltr', 'dark'])
      expect(document.querySelector('h1')?.textContent).toBe('Signaturanfrage')
      expect(text('wallet-reject')).toBe('Ablehnen')
      expect(text('wallet-queue')).toBe('1 weitere Anfrage wartet')
      await call('SYNC_THEME', { locale: 'ar' })
      expect([html.lang, html.dir]).toEqual(['ar', 'rtl'])
      expect(document.querySelector('h1')?.textContent).toBe('طلب توقيع')
      // Not a locale of LOCALES: dropped as malformed, nothing changes.
      const malformed = running?.stats.dropped.malformed ?? 0
      send({ type: '@airlock-app/SYNC_THEME', id: 'bad', payload: { locale: 'xx' } })
      expect(running?.stats.dropped.malformed).toBe(malformed + 1)
      expect(html.lang).toBe('ar')
      // The decision drawn again is the same one: Reject answers the first request.
      await approvalShown()
      document.querySelector<HTMLButtonElement>('[data-testid="wallet-reject"]')?.click()
      await vi.waitFor(() =>
        expect(posted.at(-1)?.message).toMatchObject({ type: '@airlock-frame/RPC_REQUEST_ERROR', id: 's1' }),
      )
    } finally {
      await call('SYNC_THEME', { locale: 'en' })
    }
    expect([html.lang, html.dir]).toEqual(['en', 'ltr'])
    expect(document.querySelector('h1')?.textContent).toBe('Review transaction')
  })
})
