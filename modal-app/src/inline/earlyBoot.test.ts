import { CONNECT_MESSAGE, PROTOCOL_VERSION } from '@airlock/shared-protocol/host'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testNetwork } from '../testing/networks.js'
import { CONNECT_FRAME_MARK, startEarlyBoot } from './earlyBoot.js'

const HOST = 'http://app.localhost:5173'
const options = {
  projectId: 'test-project',
  networks: [testNetwork()],
  sdkVersion: '1.7.2',
  sdkType: 'appkit',
}

/** The modal's window as the boot sees it: a parent on HOST, messages dispatched like a browser's. */
function embeddedWindow() {
  const parent = { postMessage: vi.fn() }
  const win = Object.assign(new EventTarget(), { parent, location: { ancestorOrigins: [HOST] } })
  const channels = [new MessageChannel(), new MessageChannel()]
  const answer = () => {
    const event = new MessageEvent('message', {
      data: { type: CONNECT_MESSAGE, version: PROTOCOL_VERSION, options },
      origin: HOST,
      ports: channels.map((c) => c.port2),
    })
    Object.defineProperty(event, 'source', { value: parent })
    win.dispatchEvent(event)
  }
  return { win: win as unknown as Window, answer, close: () => channels.map((c) => c.port1.close()) }
}

describe('startEarlyBoot: when the app starts', () => {
  let frames: FrameRequestCallback[]
  const paint = () => {
    for (const callback of frames.splice(0)) callback(performance.now())
  }
  /** Runs the tasks due now, and those they queue in turn (a timer set in a timer waits at least 1 ms). */
  function tasks() {
    for (let i = 0; i < 5; i++) vi.advanceTimersByTime(1)
  }
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    document.body.innerHTML = '<div data-airlock-dialog class="al-closed"></div>'
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('marks the first frame, the one that paints the built Connect dialog', () => {
    performance.clearMarks(CONNECT_FRAME_MARK)
    const { win, close } = embeddedWindow()
    startEarlyBoot(win, document)
    expect(performance.getEntriesByName(CONNECT_FRAME_MARK)).toHaveLength(0)
    paint()
    expect(performance.getEntriesByName(CONNECT_FRAME_MARK)).toHaveLength(1)
    close()
  })

  it('waits for the host to answer the handshake, then for a frame painted after its first calls', () => {
    const { win, answer, close } = embeddedWindow()
    const boot = startEarlyBoot(win, document)
    const start = vi.fn()
    boot?.whenSettled(start)
    paint()
    vi.advanceTimersByTime(50)
    expect(start).not.toHaveBeenCalled()
    answer()
    tasks()
    // The calls that came with the answer run in their own tasks first, then a frame paints them.
    expect(start).not.toHaveBeenCalled()
    paint()
    tasks()
    expect(start).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(1_000)
    paint()
    expect(start).toHaveBeenCalledOnce()
    close()
  })

  it('starts without the answer after a grace, so a host busy loading does not hold the app', () => {
    const { win, answer, close } = embeddedWindow()
    const boot = startEarlyBoot(win, document)
    const start = vi.fn()
    boot?.whenSettled(start)
    paint()
    vi.advanceTimersByTime(90)
    tasks()
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(10)
    tasks()
    paint()
    tasks()
    expect(start).toHaveBeenCalledOnce()
    // A late answer starts nothing twice.
    answer()
    vi.advanceTimersByTime(1_000)
    paint()
    tasks()
    expect(start).toHaveBeenCalledOnce()
    close()
  })

  it('starts a frame after the first paint when the answer came before it', () => {
    const { win, answer, close } = embeddedWindow()
    const boot = startEarlyBoot(win, document)
    const start = vi.fn()
    answer()
    boot?.whenSettled(start)
    paint()
    tasks()
    expect(start).not.toHaveBeenCalled()
    paint()
    tasks()
    expect(start).toHaveBeenCalledOnce()
    close()
  })

  it("fetches the app's scripts once the host has answered, after the calls sent with the answer", () => {
    const { win, answer, close } = embeddedWindow()
    const boot = startEarlyBoot(win, document)
    const load = vi.fn()
    boot?.whenAnswered(load)
    vi.advanceTimersByTime(50)
    expect(load).not.toHaveBeenCalled()
    answer()
    expect(load).not.toHaveBeenCalled()
    tasks()
    expect(load).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(1_000)
    expect(load).toHaveBeenCalledOnce()
    close()
  })

  it("fetches the app's scripts after the grace when the host has not answered, and once only", () => {
    const { win, answer, close } = embeddedWindow()
    const boot = startEarlyBoot(win, document)
    const load = vi.fn()
    boot?.whenAnswered(load)
    vi.advanceTimersByTime(99)
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    tasks()
    expect(load).toHaveBeenCalledOnce()
    answer()
    tasks()
    expect(load).toHaveBeenCalledOnce()
    close()
  })

  it("fetches the app's scripts at once, in the next task, when the answer came first", () => {
    const { win, answer, close } = embeddedWindow()
    const boot = startEarlyBoot(win, document)
    const load = vi.fn()
    answer()
    boot?.whenAnswered(load)
    expect(load).not.toHaveBeenCalled()
    tasks()
    expect(load).toHaveBeenCalledOnce()
    close()
  })
})
