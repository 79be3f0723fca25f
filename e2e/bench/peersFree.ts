/**
 * Visits with no driver in the page, for the figures a visitor's first seconds are made of: ready to
 * open and a click on Connect as soon as it shows. Chromium is driven over a bare DevTools socket
 * (rawCdp.ts), attached to the tab alone, and to Airlock's modal frame only once its figures are
 * taken. Playwright, which drives bench:peers' other visits, costs every page it drives time a
 * visitor's browser does not spend: it emulates a viewport, reports every request and console line,
 * and holds each frame of another process until its own setup has run (the bare page's first commit
 * came 25-30 ms later under Playwright here, RainbowKit's ready 75 ms later, Airlock's 50 ms later).
 * The pages, servers and in-page scripts are the ones bench:peers' other visits use.
 */
import type { EarlyClickSample } from './peersClicks.ts'
import type { PeerPage } from './peersMeasure.ts'
import {
  CONNECT_VISIBLE,
  DIALOG_IN_PAGE,
  entryAt,
  OBSERVERS,
  OPEN_IN_PAGE,
  READY_PROBE,
} from './peersPageScripts.ts'
import { benchPageUrl } from './peersServers.ts'
import type { RawChromium } from './rawCdp.ts'

/** One visit's readiness, ms after the host's navigation. */
export interface FreeReadySample {
  /** The host's first React commit after the library's setup (its Connect button is there) */
  buttonMs: number
  /** Airlock: the host has the modal's ports */
  handshakeMs: number | null
  /** Airlock: the animation frame that paints the built Connect in the modal (its own user timing mark) */
  connectFrameMs: number | null
  /** Airlock: the modal's first contentful paint (Connect presented, hidden by the host's opacity) */
  modalPaintMs: number | null
  /** Peers: the ready probe's first click and its dialog on screen (null: none within 20 s) */
  probe: { firstClickMs: number; dialogMs: number | null } | null
}

const LOST_AFTER_MS = 5_000
const CONNECT_FRAME = entryAt('airlock:connect-frame')
const MODAL_PAINT = entryAt('first-contentful-paint')

/**
 * Host page: console errors and uncaught exceptions from its start, kept in the page (reading them
 * from the driver would need the Runtime domain on, which Playwright's visits pay for). A failed
 * request to a peer's offline cloud is the browser's own log line, not the page's, so it is not here.
 */
const HOST_ERRORS = `
  if (!location.hostname.startsWith('modal.')) {
    window.__hostErrors = [];
    const keep = (text) => window.__hostErrors.push(String(text).slice(0, 160));
    const error = console.error.bind(console);
    console.error = (...args) => { keep(args.map(String).join(' ')); error(...args) };
    addEventListener('error', (e) => keep('uncaught: ' + (e.message || e.error)));
    addEventListener('unhandledrejection', (e) => keep('uncaught: ' + (e.reason && e.reason.message || e.reason)));
  }
`

/** Resolves with CONNECT_VISIBLE's answer at the first animation frame it has one (null after 30 s). */
const CONNECT_ON_SCREEN = `new Promise((resolve) => {
  const check = () => {
    const seen = ${CONNECT_VISIBLE};
    if (seen || performance.now() > 30000) return resolve(seen);
    requestAnimationFrame(check);
  };
  check();
})`

/** A new tab of `context` on bench page `id`, with `scripts` run first in each of its documents. */
async function newBenchTab(chrome: RawChromium, context: string, id: string, scripts: string[]) {
  const tab = await chrome.newTab(context, scripts)
  await chrome.send('Page.navigate', { url: benchPageUrl(id) }, tab.sessionId)
  return tab
}

/** The same, once the host's Connect button is there. */
async function openBenchPage(chrome: RawChromium, context: string, id: string, scripts: string[]) {
  const tab = await newBenchTab(chrome, context, id, scripts)
  if (!(await chrome.waitFor(tab.sessionId, 'window.__bench && window.__bench.ready !== undefined')))
    throw new Error(`${id}: no Connect button in 30 s`)
  return tab
}

/** Airlock: the modal frame's Connect frame and first paint, read once the frame has painted. */
async function modalFigures(chrome: RawChromium, id: string, origin: number) {
  const frame = await chrome.attachFrame('//modal.')
  if (!frame) throw new Error(`${id}: no modal frame`)
  const marked = `${CONNECT_FRAME} !== null && ${MODAL_PAINT} !== null`
  if (!(await chrome.waitFor(frame, marked, 10_000)))
    throw new Error(`${id}: the modal marked no Connect frame or painted nothing in 10 s`)
  const [connectFrame, paint] = await chrome.evaluate<[number, number]>(
    frame,
    `[${CONNECT_FRAME}, ${MODAL_PAINT}]`,
  )
  return { connectFrameMs: connectFrame - origin, modalPaintMs: paint - origin }
}

/** One visit (a new tab of `context`) of `page`: its readiness. */
export async function freeReady(
  chrome: RawChromium,
  context: string,
  page: PeerPage,
): Promise<FreeReadySample> {
  const scripts = page.iframeModal || page.noModal ? [OBSERVERS] : [OBSERVERS, READY_PROBE]
  const { targetId, sessionId } = await openBenchPage(chrome, context, page.id, scripts)
  try {
    const sample: FreeReadySample = {
      buttonMs: await chrome.evaluate<number>(sessionId, 'window.__bench.ready'),
      handshakeMs: null,
      connectFrameMs: null,
      modalPaintMs: null,
      probe: null,
    }
    if (page.noModal) return sample
    if (page.iframeModal) {
      if (!(await chrome.waitFor(sessionId, 'window.__perf.handshakeAt !== null')))
        throw new Error(`${page.id}: no handshake in 30 s`)
      sample.handshakeMs = await chrome.evaluate<number>(sessionId, 'window.__perf.handshakeAt')
      const origin = await chrome.evaluate<number>(sessionId, 'performance.timeOrigin')
      return { ...sample, ...(await modalFigures(chrome, page.id, origin)) }
    }
    const done = 'window.__probe.dialogAt !== null || performance.now() > 20000'
    await chrome.waitFor(sessionId, done, 40_000)
    const probe = await chrome.evaluate<{ firstClickAt: number; dialogAt: number | null }>(
      sessionId,
      'window.__probe',
    )
    return { ...sample, probe: { firstClickMs: probe.firstClickAt, dialogMs: probe.dialogAt } }
  } finally {
    await chrome.send('Target.closeTarget', { targetId })
  }
}

/** Airlock's ready to open in one visit: the later of the handshake and Connect's frame. */
export const airlockReady = (s: FreeReadySample) =>
  s.handshakeMs === null || s.connectFrameMs === null ? null : Math.max(s.handshakeMs, s.connectFrameMs)

/** A peer's own open() to dialog on a page loaded and settled: what the probe's dialog time also holds. */
export async function freeSettledOpen(
  chrome: RawChromium,
  context: string,
  id: string,
): Promise<number | null> {
  const { targetId, sessionId } = await openBenchPage(chrome, context, id, [OBSERVERS])
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    return (await chrome.evaluate<{ dialog: number | null }>(sessionId, OPEN_IN_PAGE, true)).dialog
  } finally {
    await chrome.send('Target.closeTarget', { targetId })
  }
}

/**
 * Airlock, host ms: the dialog on screen after an early click (the host frame that shows the iframe,
 * once the modal has painted Connect in it) and that visit's ready to open.
 */
async function airlockDialog(chrome: RawChromium, sessionId: string, id: string, deadline: number) {
  const shown = 'window.__perf.frameShownAt !== null && window.__perf.handshakeAt !== null'
  if (!(await chrome.waitFor(sessionId, shown, Math.max(0, deadline - Date.now())))) return null
  const [shownAt, handshake, origin] = await chrome.evaluate<[number, number, number]>(
    sessionId,
    '[window.__perf.frameShownAt, window.__perf.handshakeAt, performance.timeOrigin]',
  )
  const { connectFrameMs } = await modalFigures(chrome, id, origin)
  return { dialogMs: Math.max(shownAt, connectFrameMs), readyMs: Math.max(handshake, connectFrameMs) }
}

/** One visit: a real click on Connect at the first frame it is laid out, then the dialog. */
export async function freeEarlyClick(
  chrome: RawChromium,
  context: string,
  page: PeerPage,
): Promise<EarlyClickSample> {
  const { targetId, sessionId } = await newBenchTab(chrome, context, page.id, [OBSERVERS, HOST_ERRORS])
  try {
    // The tab's document is the bench page's (not the about:blank it opened on) before the wait starts.
    if (!(await chrome.waitFor(sessionId, "location.pathname.endsWith('/index.html')", 30_000)))
      throw new Error(`${page.id}: the page did not load in 30 s`)
    const button = await chrome.evaluate<{ x: number; y: number; at: number } | null>(
      sessionId,
      CONNECT_ON_SCREEN,
      true,
    )
    if (!button) throw new Error(`${page.id}: no Connect button on screen in 30 s`)
    const inPage = page.iframeModal
      ? undefined
      : chrome.evaluate<number | null>(sessionId, DIALOG_IN_PAGE, true)
    for (const type of ['mousePressed', 'mouseReleased'])
      await chrome.send(
        'Input.dispatchMouseEvent',
        { type, x: button.x, y: button.y, button: 'left', clickCount: 1 },
        sessionId,
      )
    const deadline = Date.now() + LOST_AFTER_MS
    const airlock = page.iframeModal ? await airlockDialog(chrome, sessionId, page.id, deadline) : undefined
    const dialogMs = (page.iframeModal ? airlock?.dialogMs : await inPage) ?? null
    const [clickMs, hostErrors] = await chrome.evaluate<[number, string[]]>(
      sessionId,
      '[window.__perf.connectClickAt, window.__hostErrors]',
    )
    const shown = dialogMs !== null && dialogMs - clickMs < LOST_AFTER_MS ? dialogMs : null
    const readyMs = shown !== null && airlock ? airlock.readyMs : null
    return {
      buttonVisibleMs: button.at,
      clickMs,
      dialogMs: shown,
      clickToDialogMs: shown === null ? null : shown - clickMs,
      afterReadyMs: shown !== null && readyMs !== null ? shown - readyMs : null,
      hostErrors,
    }
  } finally {
    await chrome.send('Target.closeTarget', { targetId })
  }
}
