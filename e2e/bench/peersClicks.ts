import type { BrowserContext } from 'playwright-core'

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
