import { times } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeModal, goBack, openModal } from '../controllers/navigation.js'
import { appStore, currentView, initialState } from '../stores/appStore.js'
import { embeddedStore } from '../stores/embeddedStore.js'
import { abandonEmailLogin, awaitDevice, connectEmail, cooldownLeft, submitOtp } from './emailLogin.js'

interface Sent {
  name: string
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

// The wallet frame, faked: each request waits until the test answers it; dropping the frame aborts them.
const frame = vi.hoisted(() => ({
  sent: [] as Sent[],
  dropped: 0,
  abortOnDrop: true,
}))
vi.mock('../connectors/embedded/walletFrame.js', () => ({
  walletFrame: () => ({
    request: (name: string) => new Promise((resolve, reject) => frame.sent.push({ name, resolve, reject })),
  }),
  dropWalletFrame: () => {
    frame.dropped++
    if (frame.abortOnDrop) for (const request of frame.sent.splice(0)) request.reject(new Error('aborted'))
  },
  messageOf: (error: unknown) => (error as Error).message,
}))
vi.mock('./embeddedSession.js', () => ({ connectNewUser: vi.fn(async () => undefined) }))
vi.mock('../controllers/projectAccess.js', () => ({ mayConnect: async () => true }))
vi.mock('../api/analytics.js', () => ({ track: vi.fn() }))

const view = () => currentView(appStore.getState())
const last = (name: string) => {
  const request = frame.sent.findLast((r) => r.name === name)
  if (!request) throw new Error(`${name} was not sent`)
  return request
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Connect's email sent for a new browser: on EmailVerifyDevice, the frame waiting for the link. */
async function onRegisterDevice(email: string) {
  const sending = connectEmail(email)
  await settle()
  expect(embeddedStore.getState().busy).toBe(true)
  last('CONNECT_EMAIL').resolve({ action: 'VERIFY_DEVICE' })
  await sending
  expect(view()).toBe('EmailVerifyDevice')
  void awaitDevice()
  await settle()
  expect(last('CONNECT_DEVICE')).toBeDefined()
  expect(embeddedStore.getState().busy).toBe(true)
}

let n = 0
const freshEmail = () => `visitor-${n++}@example.test`

beforeEach(() => {
  abandonEmailLogin()
  appStore.setState(initialState(), true)
  embeddedStore.setState({ email: '', busy: false, error: undefined })
  frame.sent.length = 0
  frame.dropped = 0
  frame.abortOnDrop = true
  openModal()
})
afterEach(() => vi.useRealTimers())

describe('email login', () => {
  it('Back from Register Device ends the login: the field is free at once and the device wait stops with its frame', async () => {
    await onRegisterDevice(freshEmail())
    goBack()
    expect(view()).toBe('Connect')
    expect(embeddedStore.getState()).toMatchObject({ busy: false, error: undefined })
    expect(frame.dropped).toBe(1)
    await settle()
    // The aborted wait says nothing on Connect.
    expect(embeddedStore.getState()).toMatchObject({ busy: false, error: undefined })
    expect(view()).toBe('Connect')
  })

  it('the abandoned login approved later moves nothing: no jump to Confirm Email over the next login', async () => {
    frame.abortOnDrop = false
    await onRegisterDevice(freshEmail())
    const abandoned = last('CONNECT_DEVICE')
    goBack()
    // The visitor starts over with another email, on its own Register Device step.
    await onRegisterDevice(freshEmail())
    abandoned.resolve({})
    await settle()
    expect(view()).toBe('EmailVerifyDevice')
    expect(embeddedStore.getState().busy).toBe(true)
  })

  it('closing the modal while the email is sent drops its answer; the next open starts clean', async () => {
    const sending = connectEmail(freshEmail())
    await settle()
    closeModal()
    expect(embeddedStore.getState().busy).toBe(false)
    last('CONNECT_EMAIL').resolve({ action: 'VERIFY_OTP' })
    await sending
    openModal()
    expect(view()).toBe('Connect')
    expect(embeddedStore.getState().busy).toBe(false)
  })

  it("a second login to the same email within 30 s is refused with the spec's text, sending nothing", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    const email = freshEmail()
    await onRegisterDevice(email)
    goBack()
    vi.setSystemTime(1_000_000 + 12_200)
    const sent = frame.sent.length
    await connectEmail(email)
    expect(embeddedStore.getState()).toMatchObject({
      busy: false,
      error: 'Please try again after 18 seconds',
    })
    expect(frame.sent.length).toBe(sent)
    expect(view()).toBe('Connect')
    // Another email is its own: it goes at once.
    const other = connectEmail(freshEmail())
    await settle()
    expect(last('CONNECT_EMAIL')).toBeDefined()
    expect(frame.sent.length).toBe(sent + 1)
    last('CONNECT_EMAIL').resolve({ action: 'VERIFY_OTP' })
    await other
    // The cooldown's end: the first email may be sent again.
    expect(cooldownLeft(email, 1_000_000 + times.emailLoginCooldown)).toBe(0)
  })

  it('a login left on its code step and a wrong code: Back clears the error from the email field', async () => {
    const sending = connectEmail(freshEmail())
    await settle()
    last('CONNECT_EMAIL').resolve({ action: 'VERIFY_OTP' })
    await sending
    expect(view()).toBe('EmailVerifyOtp')
    const verifying = submitOtp('000000')
    await settle()
    last('CONNECT_OTP').reject(new Error('Invalid code'))
    await verifying
    expect(embeddedStore.getState().error).toBe('Invalid code')
    goBack()
    expect(embeddedStore.getState()).toMatchObject({ busy: false, error: undefined })
  })
})
