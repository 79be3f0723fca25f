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

/** Airlock: polls the modal frame for the first painted frame of the open dialog, in host ms. */
async function airlockDialogMs(tab: Page, deadline: number): Promise<number | null> {
  const origin = (await tab.evaluate('performance.timeOrigin')) as number
  while (Date.now() < deadline) {
    const at = (await modalFrame(tab)
      ?.evaluate('window.__airlockBench ? window.__airlockBench.openAt : null')
      .catch(() => null)) as number | null | undefined
    if (typeof at === 'number' && at > 0) return at - origin
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
    const dialogMs = (page.iframeModal ? await airlockDialogMs(tab, deadline) : await inPage) ?? null
    watching = false
    const clickMs = (await tab.evaluate('window.__perf.connectClickAt')) as number
    return {
      buttonVisibleMs: button.at,
      clickMs,
      dialogMs: dialogMs !== null && dialogMs - clickMs < LOST_AFTER_MS ? dialogMs : null,
      clickToDialogMs: dialogMs !== null && dialogMs - clickMs < LOST_AFTER_MS ? dialogMs - clickMs : null,
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
