/** @vitest-environment-options {"settings": {"disableIframePageLoading": true}} */
import { errorEventType, frameEventType, successEventType } from '@airlock/shared-protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletFrame, FRAME_LOAD_ERROR, WalletFrameError } from './walletFrameClient.js'

const WALLET = 'http://wallet.test'

/** The frame's side, played by the test: messages that claim to come from the frame's window and origin. */
function fromFrame(
  element: HTMLIFrameElement,
  data: unknown,
  origin = WALLET,
  source: unknown = element.contentWindow,
) {
  const event = new Event('message')
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  })
  window.dispatchEvent(event)
}

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup(loadTimeoutMs = 5_000) {
  const client = createWalletFrame({
    walletUrl: `${WALLET}/`,
    projectId: 'p1',
    chainId: 31337,
    loadTimeoutMs,
  })
  cleanups.push(() => client.destroy())
  const posted: { data: unknown; origin: string }[] = []
  // The frame's window, as the browser would give it (the test environment loads no page into it).
  const frameWindow = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) }
  Object.defineProperty(client.element, 'contentWindow', { value: frameWindow })
  return { client, posted }
}

describe('createWalletFrame', () => {
  it('loads the frame with the query the spec names, hidden and out of the tab order', () => {
    const { client } = setup()
    const url = new URL(client.element.src)
    expect([...url.searchParams.keys()]).toEqual(['projectId', 'chainId', 'version', 'enableLogger'])
    expect(url.searchParams.get('chainId')).toBe('31337')
    expect(client.element.style.opacity).toBe('0')
    expect(client.element.tabIndex).toBe(-1)
  })

  it('sends an event once the frame is ready and resolves with its _SUCCESS of the same id', async () => {
    const { client, posted } = setup()
    const answer = client.request('IS_CONNECTED', {})
    fromFrame(client.element, { type: frameEventType('READY') })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const sent = posted[0] as { data: { type: string; id: string }; origin: string }
    expect(sent.origin).toBe(WALLET)
    expect(sent.data.type).toBe('@airlock-app/IS_CONNECTED')
    // A forged answer (another window, another origin, a bad shape) is dropped.
    fromFrame(
      client.element,
      { type: successEventType('IS_CONNECTED'), id: sent.data.id, payload: { isConnected: true } },
      'http://evil.test',
    )
    fromFrame(
      client.element,
      { type: successEventType('IS_CONNECTED'), id: sent.data.id, payload: { isConnected: true } },
      WALLET,
      window,
    )
    fromFrame(client.element, {
      type: successEventType('IS_CONNECTED'),
      id: sent.data.id,
      payload: { isConnected: 'yes' },
    })
    fromFrame(client.element, {
      type: successEventType('IS_CONNECTED'),
      id: sent.data.id,
      payload: { isConnected: false },
    })
    await expect(answer).resolves.toEqual({ isConnected: false })
  })

  it("rejects with the frame's error text and code, or 'An error occurred' without one", async () => {
    const { client, posted } = setup()
    fromFrame(client.element, { type: frameEventType('READY') })
    const first = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00'] })
    const second = client.request('SIGN_OUT', {})
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    const [a, b] = posted.map((p) => (p.data as { id: string }).id)
    fromFrame(client.element, {
      type: errorEventType('RPC_REQUEST'),
      id: a,
      payload: { message: 'User rejected the request.', code: 4001 },
    })
    fromFrame(client.element, { type: errorEventType('SIGN_OUT'), id: b, payload: { message: '' } })
    await expect(first).rejects.toMatchObject({ message: 'User rejected the request.', code: 4001 })
    await expect(second).rejects.toThrow('An error occurred')
  })

  it('says the email login dependency could not load when the frame never says ready', async () => {
    const { client } = setup(20)
    await expect(client.request('GET_USER', {})).rejects.toThrow(FRAME_LOAD_ERROR)
  })

  it('aborts what is pending when destroyed', async () => {
    const { client, posted } = setup()
    fromFrame(client.element, { type: frameEventType('READY') })
    const pending = client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [] })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    client.destroy()
    await expect(pending).rejects.toBeInstanceOf(WalletFrameError)
    await expect(pending).rejects.toThrow('Request was aborted')
  })
})
