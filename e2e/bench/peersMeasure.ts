import { gzipSync } from 'node:zlib'
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { OPEN_AIRLOCK_HOST, OPEN_IN_PAGE, ROW_IN_FRAME } from './peersPageScripts.ts'

export interface PeerPage {
  id: string
  label: string
  /** Airlock: the modal is a cross-origin iframe; its rows are read inside the frame. */
  iframeModal?: boolean
  /** The baseline page has no modal: load figures only. */
  noModal?: boolean
}

export interface RunSample {
  hostJsRaw: number
  hostJsGzip: number
  openHostJsGzip: number
  iframeJsGzip: number
  loadLongTasksMs: number
  loadScriptMs: number
  openLongTasksMs: number
  openScriptMs: number
  heapBytes: number
  readyMs: number
  /** Airlock: the host has the modal's ports (the modal said ready and was answered) */
  modalHandshakeMs: number | null
  /** Airlock: the modal reports itself initialized (its code has loaded and restored any session) */
  modalReadyMs: number | null
  /** Airlock: the modal's dialog holds the Connect view and a wallet row (hidden), ms after the host's navigation */
  modalConnectMs: number | null
  openToDialogMs: number | null
  openToRowMs: number | null
  clickDelayMs: number | null
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[]
  }
  return Object.fromEntries(list.map((m) => [m.name, m.value]))
}

/** Waits until no response arrived for `quietMs` (at most `capMs`): the page's own work has settled. */
async function settle(lastResponseAt: () => number, quietMs = 500, capMs = 5000) {
  const start = Date.now()
  while (Date.now() - lastResponseAt() < quietMs && Date.now() - start < capMs) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Airlock's modal frame, found by its host (modal.localhost), or undefined before the host mounts it. */
export const modalFrame = (tab: Page) =>
  tab.frames().find((f) => f !== tab.mainFrame() && f.url().includes('//modal.'))

/** Airlock: when the modal frame had its Connect view rendered, in ms after the host's navigation start. */
/** One frame at 60 Hz. */
const FRAME_MS = 17

async function modalConnectMs(tab: Page): Promise<number | null> {
  const frame = modalFrame(tab)
  if (!frame) return null
  const at = (await frame.evaluate('window.__airlockBench ? window.__airlockBench.connectAt : null')) as
    | number
    | null
  return at === null || at < 0 ? null : at - ((await tab.evaluate('performance.timeOrigin')) as number)
}

/**
 * One load of a host page in a new tab of `context`, then one open of its modal. In a new context the
 * visit is cold; a second call in the same context is a return visit with HTTP and code caches warm.
 */
export async function measureVisit(context: BrowserContext, url: string, page: PeerPage): Promise<RunSample> {
  const tab: Page = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Performance.enable')
  let phase: 'load' | 'open' = 'load'
  let lastResponseAt = Date.now()
  const scripts: Promise<{ phase: string; host: boolean; raw: number; gzip: number }>[] = []
  tab.on('response', (response) => {
    lastResponseAt = Date.now()
    const request = response.request()
    if (request.resourceType() !== 'script' || response.status() !== 200) return
    const at = phase
    const host = request.frame() === tab.mainFrame()
    scripts.push(
      response
        .body()
        .then((body) => ({ phase: at, host, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => ({ phase: at, host, raw: 0, gzip: 0 })),
    )
  })
  try {
    await tab.goto(url, { waitUntil: 'commit' })
    // A host button clicked while the modal library starts: its input delay is the page's jank.
    await tab.click('#ping')
    await tab.waitForFunction('window.__bench && window.__bench.ready !== undefined', undefined, {
      timeout: 30_000,
    })
    await settle(() => lastResponseAt)
    await cdp.send('HeapProfiler.collectGarbage')
    const loaded = await metrics(cdp)
    const perfLoad = (await tab.evaluate('window.__perf')) as {
      longtasks: [number, number][]
      firstInput: number | null
      handshakeAt: number | null
    }
    const readyMs = (await tab.evaluate('window.__bench.ready')) as number
    const modalReadyMs = (await tab.evaluate('window.__bench.modalReady ?? null')) as number | null
    const modalConnect = page.iframeModal ? await modalConnectMs(tab) : null

    phase = 'open'
    let opened: { t0: number; dialog: number | null; row: number | null }
    if (page.noModal) {
      opened = { t0: Number.POSITIVE_INFINITY, dialog: null, row: null }
    } else if (page.iframeModal) {
      const frame = tab.frames().find((f) => f !== tab.mainFrame())
      if (!frame) throw new Error('modal frame not found')
      const rowAt = frame.evaluate(ROW_IN_FRAME) as Promise<number | null>
      const host = (await tab.evaluate(OPEN_AIRLOCK_HOST)) as { t0: number; t0Abs: number; dialog: number }
      const row = await rowAt
      // A row the hidden dialog held (and painted, a frame later) before open() shows with the dialog.
      const rowShownBefore = modalConnect !== null && modalConnect + FRAME_MS < host.t0
      opened = {
        t0: host.t0,
        dialog: host.dialog,
        row: rowShownBefore ? host.dialog : row === null ? null : Math.max(row - host.t0Abs, host.dialog),
      }
    } else {
      opened = (await tab.evaluate(OPEN_IN_PAGE)) as typeof opened
    }
    await settle(() => lastResponseAt)
    const afterOpen = await metrics(cdp)
    const perfOpen = (await tab.evaluate('window.__perf')) as { longtasks: [number, number][] }
    const samples = await Promise.all(scripts)
    const sum = (list: typeof samples, key: 'raw' | 'gzip') => list.reduce((total, s) => total + s[key], 0)
    const hostLoad = samples.filter((s) => s.host && s.phase === 'load')
    return {
      hostJsRaw: sum(hostLoad, 'raw'),
      hostJsGzip: sum(hostLoad, 'gzip'),
      openHostJsGzip: sum(
        samples.filter((s) => s.host && s.phase === 'open'),
        'gzip',
      ),
      iframeJsGzip: sum(
        samples.filter((s) => !s.host),
        'gzip',
      ),
      loadLongTasksMs: perfLoad.longtasks.reduce((t, [, d]) => t + d, 0),
      loadScriptMs: (loaded.ScriptDuration ?? 0) * 1000,
      openLongTasksMs: perfOpen.longtasks
        .filter(([start]) => start >= opened.t0)
        .reduce((t, [, d]) => t + d, 0),
      openScriptMs: ((afterOpen.ScriptDuration ?? 0) - (loaded.ScriptDuration ?? 0)) * 1000,
      heapBytes: loaded.JSHeapUsedSize ?? 0,
      readyMs,
      modalHandshakeMs: perfLoad.handshakeAt ?? null,
      modalReadyMs,
      modalConnectMs: modalConnect,
      openToDialogMs: opened.dialog,
      openToRowMs: opened.row,
      clickDelayMs: perfLoad.firstInput,
    }
  } finally {
    await tab.close()
  }
}
