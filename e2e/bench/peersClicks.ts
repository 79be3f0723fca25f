import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core'
import { modalFrame, type PeerPage } from './peersMeasure.ts'
import { CONNECT_VISIBLE, DIALOG_IN_PAGE } from './peersPageScripts.ts'

/** A visitor who clicks Connect the moment it is on screen. Times in ms after navigation start. */
export interface EarlyClickSample {
  buttonVisibleMs: number
  /** The click's own timestamp (when the browser got the input) */
  clickMs: number
  /** The dialog on screen (a frame after it shows); null when the click was lost (no dialog within 5 s) */
  dialogMs: number | null
  clickToDialogMs: number | null
  /**
   * Airlock: the dialog's time minus this same visit's ready to open (handshake done and Connect
   * painted), so the "ready + one frame" target compares one visit, not medians of different runs.
   * Null for the peers (their ready is the probe's, another visit) and for a lost click.
   */
  afterReadyMs: number | null
  /** Airlock: the modal's own open (its backdrop starts fading in) minus that visit's ready. */
  modalOpenAfterReadyMs: number | null
  /** Errors logged by the host page (console.error, uncaught) from navigation until the dialog showed */
  hostErrors: string[]
}

/** The ready probe: a click every frame from the first frame the button is visible until the dialog shows. */
export interface ProbeSample {
  firstClickMs: number
  clicks: number
  /** The dialog on screen, ms after navigation; null when it never showed within 20 s */
  dialogMs: number | null
}

const LOST_AFTER_MS = 5_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// A failed request to a peer's cloud (offline here) is logged by the browser, not by the page's code.
const isNetworkFailure = (message: ConsoleMessage) => message.text().startsWith('Failed to load resource')

/**
 * Airlock, in host ms: the dialog on screen, as the load runs time a plain open(): the host frame that
 * shows the iframe, once the modal has painted Connect in it (the dialog is rendered and opaque while
 * hidden). Beside it this visit's ready to open, as `readyToOpen` reads it from the load runs (the later
 * of the handshake and that paint), and the modal's own open (the backdrop's fade-in starting), which
 * comes when its main thread gets to the call.
 */
async function airlockDialog(
  tab: Page,
  deadline: number,
): Promise<{ dialogMs: number; readyMs: number; modalOpenMs: number } | null> {
  const origin = (await tab.evaluate('performance.timeOrigin')) as number
  while (Date.now() < deadline) {
    const [shown, handshake] = (await tab.evaluate(
      '[window.__perf.frameShownAt, window.__perf.handshakeAt]',
    )) as [number | null, number | null]
    const frame = (await modalFrame(tab)
      ?.evaluate(
        'window.__airlockBench ? [window.__airlockBench.connectAt, window.__airlockBench.openAt] : null',
      )
      .catch(() => null)) as [number | null, number | null] | null | undefined
    const [connect, open] = frame ?? [null, null]
    if (
      shown !== null &&
      handshake !== null &&
      typeof connect === 'number' &&
      connect > 0 &&
      typeof open === 'number' &&
      open > 0
    )
      return {
        dialogMs: Math.max(shown, connect - origin),
        readyMs: Math.max(handshake, connect - origin),
        modalOpenMs: open - origin,
      }
    await sleep(10)
  }
  return null
}

/** One visit (a new tab of `context`): a real click on Connect as soon as it is laid out, then the dialog. */
export async function measureEarlyClick(
  context: BrowserContext,
  url: string,
  page: PeerPage,
): Promise<EarlyClickSample> {
  const tab = await context.newPage()
  const hostErrors: string[] = []
  let watching = true
  tab.on('console', (message) => {
    const from = message.location().url
    if (watching && message.type() === 'error' && !from.includes('//modal.') && !isNetworkFailure(message))
      hostErrors.push(message.text().slice(0, 160))
  })
  tab.on('pageerror', (error) => {
    if (watching) hostErrors.push(`uncaught: ${error.message.slice(0, 150)}`)
  })
  try {
    await tab.goto(url, { waitUntil: 'commit' })
    const handle = await tab.waitForFunction(CONNECT_VISIBLE, undefined, { polling: 'raf', timeout: 30_000 })
    const button = (await handle.jsonValue()) as { x: number; y: number; at: number }
    const inPage = page.iframeModal ? undefined : (tab.evaluate(DIALOG_IN_PAGE) as Promise<number | null>)
    await tab.mouse.click(button.x, button.y)
    const deadline = Date.now() + LOST_AFTER_MS
    const airlock = page.iframeModal ? await airlockDialog(tab, deadline) : undefined
    const dialogMs = (page.iframeModal ? airlock?.dialogMs : await inPage) ?? null
    watching = false
    const clickMs = (await tab.evaluate('window.__perf.connectClickAt')) as number
    const shown = dialogMs !== null && dialogMs - clickMs < LOST_AFTER_MS ? dialogMs : null
    const readyMs = shown !== null && airlock ? airlock.readyMs : null
    return {
      buttonVisibleMs: button.at,
      clickMs,
      dialogMs: shown,
      clickToDialogMs: shown === null ? null : shown - clickMs,
      afterReadyMs: shown !== null && readyMs !== null ? shown - readyMs : null,
      modalOpenAfterReadyMs: airlock && readyMs !== null ? airlock.modalOpenMs - readyMs : null,
      hostErrors,
    }
  } finally {
    await tab.close()
  }
}

/** One visit of the ready probe (the context carries READY_PROBE); same-document modals only. */
export async function measureProbe(context: BrowserContext, url: string): Promise<ProbeSample> {
  const tab = await context.newPage()
  try {
    await tab.goto(url, { waitUntil: 'commit' })
    await tab.waitForFunction(
      'window.__probe && (window.__probe.dialogAt !== null || performance.now() > 20000)',
      undefined,
      {
        polling: 100,
        timeout: 30_000,
      },
    )
    const probe = (await tab.evaluate('window.__probe')) as {
      firstClickAt: number
      clicks: number
      dialogAt: number | null
    }
    return { firstClickMs: probe.firstClickAt, clicks: probe.clicks, dialogMs: probe.dialogAt }
  } finally {
    await tab.close()
  }
}
