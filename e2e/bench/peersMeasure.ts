import { gzipSync } from 'node:zlib'
import type { Browser, CDPSession, Page } from 'playwright-core'

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
  /** Airlock: the modal iframe's handshake done (it loads in its own process) */
  modalReadyMs: number | null
  openToDialogMs: number | null
  openToRowMs: number | null
  clickDelayMs: number | null
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const isLocal = (url: URL) => LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost')

// Strings, not functions: tsx would add helpers (__name) the page does not have.
const OBSERVERS = `
  window.__perf = { longtasks: [], firstInput: null };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.longtasks.push([e.startTime, e.duration]) })
      .observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (window.__perf.firstInput === null) window.__perf.firstInput = e.processingStart - e.startTime })
      .observe({ type: 'first-input', buffered: true });
  } catch {}
`

/** Same-document modals: from open() to the dialog and the first wallet row on screen (a frame after they appear). */
const OPEN_IN_PAGE = `new Promise((resolve) => {
  const t0 = performance.now()
  let dialog = null
  window.__bench.open()
  const check = () => {
    const p = window.__bench.probe()
    if (p.dialog && dialog === null) { dialog = -1; requestAnimationFrame(() => { dialog = performance.now() - t0 }) }
    if (p.row) return requestAnimationFrame(() => { const row = performance.now() - t0; requestAnimationFrame(() => resolve({ t0, dialog: dialog === -1 ? row : dialog, row })) })
    if (performance.now() - t0 > 15000) return resolve({ t0, dialog: dialog > 0 ? dialog : null, row: null })
    requestAnimationFrame(check)
  }
  check()
})`

/** Airlock, host side: open() to the first host frame after the modal reports itself open (the iframe shown). */
const OPEN_AIRLOCK_HOST = `new Promise((resolve) => {
  const a = window.__bench.appKit
  const t0 = performance.now()
  const stop = a.subscribeState((s) => {
    if (!s.open) return
    stop()
    requestAnimationFrame(() => resolve({ t0, t0Abs: performance.timeOrigin + t0, dialog: performance.now() - t0 }))
  })
  window.__bench.open()
})`

/** Airlock, inside the modal frame: when the open dialog's first wallet row is painted, on the shared clock. */
const ROW_IN_FRAME = `new Promise((resolve) => {
  const start = performance.now()
  const check = () => {
    const open = !document.querySelector('.al-closed')
    const row = document.querySelector('[data-testid="airlock-modal"] [data-testid="walletconnect"], [data-testid="airlock-modal"] [data-testid="wallet-row"]')
    if (open && row) return requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))
    if (performance.now() - start > 15000) return resolve(null)
    requestAnimationFrame(check)
  }
  check()
})`

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

/** One cold load of a host page, then one open of its modal. */
export async function measureRun(browser: Browser, url: string, page: PeerPage): Promise<RunSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // No internet here: peers' calls to their clouds fail at once instead of waiting on DNS.
  await context.route(
    (u) => !isLocal(u),
    (route) => route.abort('internetdisconnected'),
  )
  await context.routeWebSocket(
    (u) => !isLocal(u),
    (ws) => ws.close(),
  )
  await context.addInitScript(OBSERVERS)
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
    }
    const readyMs = (await tab.evaluate('window.__bench.ready')) as number
    const modalReadyMs = (await tab.evaluate('window.__bench.modalReady ?? null')) as number | null

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
      opened = { t0: host.t0, dialog: host.dialog, row: row === null ? null : row - host.t0Abs }
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
      modalReadyMs,
      openToDialogMs: opened.dialog,
      openToRowMs: opened.row,
      clickDelayMs: perfLoad.firstInput,
    }
  } finally {
    await context.close()
  }
}
