import type { EarlyClickSample, ProbeSample } from './peersClicks.ts'
import type { Visit } from './peersContext.ts'
import { airlockReady, type FreeReadySample } from './peersFree.ts'
import type { PeerPage, RunSample } from './peersMeasure.ts'
import { summarize } from './summarize.ts'

type Metric = keyof RunSample
/**
 * One page in one kind of visit. Under Playwright: its load-and-open runs and (peers) its ready
 * probes. With no driver in the page (peersFree.ts): its readiness visits, (peers) its own open()
 * to dialog once settled, and its early clicks.
 */
export interface PageResults {
  page: PeerPage
  visit: Visit
  runs: RunSample[]
  probes: ProbeSample[]
  free: FreeReadySample[]
  settled: number[]
  clicks: EarlyClickSample[]
}
export type Results = PageResults[]

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(1)
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
/** A difference with its sign: '+1.3', '-1.3' (a page a little faster than the bare one in a run). */
export const signed = (text: string) => (text.startsWith('-') ? text : `+${text}`)

const numbers = (values: unknown[]) => values.filter((v): v is number => typeof v === 'number')

function stat(runs: RunSample[], metric: Metric) {
  const values = numbers(runs.map((r) => r[metric]))
  return values.length ? summarize(values) : undefined
}

/** 'median [min–max]' of some values in their unit, optionally minus a baseline. */
function spread(values: number[], format: (n: number) => string, shift = 0) {
  if (!values.length) return 'n/a'
  const s = summarize(values)
  return `${format(s.median - shift)} [${format(s.min - shift)}–${format(s.max - shift)}]`
}

/** 'median [min–max]' in the metric's unit, optionally minus the bare page's median. */
function cell(runs: RunSample[], metric: Metric, format: (n: number) => string, baseline?: number) {
  return spread(numbers(runs.map((r) => r[metric])), format, baseline)
}

const entryOf = (results: Results, id: string, visit: Visit) =>
  results.find((r) => r.page.id === id && r.visit === visit)

export function median(results: Results, id: string, metric: Metric, visit: Visit = 'cold'): number {
  const entry = entryOf(results, id, visit)
  return (entry && stat(entry.runs, metric)?.median) ?? 0
}

/**
 * "Ready to open", ms after navigation, one value per visit with no driver in the page. Airlock: the
 * handshake done and the Connect view painted in the frame, whichever comes last. Peers: the ready
 * probe's dialog minus the library's own open() to dialog once settled (median of its settled visits,
 * also with no driver), never before the first click.
 */
export function readyToOpen(entry: PageResults): number[] {
  if (entry.page.noModal) return []
  if (entry.page.iframeModal) return numbers(entry.free.map(airlockReady))
  const settled = entry.settled.length ? summarize(entry.settled).median : 0
  return entry.free.flatMap(({ probe }) =>
    probe?.dialogMs == null ? [] : [Math.max(probe.firstClickMs, probe.dialogMs - settled)],
  )
}

/** The same, read in the visits Playwright drove (the load runs for Airlock, the probe runs for peers). */
export function readyUnderPlaywright(entry: PageResults): number[] {
  if (entry.page.noModal) return []
  if (entry.page.iframeModal)
    return entry.runs.flatMap((r) =>
      r.modalHandshakeMs === null || r.modalConnectMs === null
        ? []
        : [Math.max(r.modalHandshakeMs, r.modalConnectMs)],
    )
  const settled = stat(entry.runs, 'openToDialogMs')?.median ?? 0
  return entry.probes.flatMap((p) =>
    p.dialogMs === null ? [] : [Math.max(p.firstClickMs, p.dialogMs - settled)],
  )
}

export const medianOf = (values: number[]) => (values.length ? summarize(values).median : Number.NaN)

const clickFigure = (
  entry: PageResults,
  key: 'buttonVisibleMs' | 'dialogMs' | 'clickToDialogMs' | 'afterReadyMs',
) => numbers(entry.clicks.map((c) => c[key]))

export const earlyClick = (entry: PageResults) => ({
  visible: clickFigure(entry, 'buttonVisibleMs'),
  dialog: clickFigure(entry, 'dialogMs'),
  clickToDialog: clickFigure(entry, 'clickToDialogMs'),
  afterReady: clickFigure(entry, 'afterReadyMs'),
  lost: entry.clicks.filter((c) => c.dialogMs === null).length,
  errors: entry.clicks.flatMap((c) => c.hostErrors),
})

const rowLabel = (entry: PageResults) =>
  entry.visit === 'warm' ? `${entry.page.label}, warm` : entry.page.label

/**
 * The markdown table: one row per page and visit (cold, then warm: the second visit in the same
 * browser context), median [min–max] of the runs; "+" columns are over the bare page of the same visit.
 */
export function table(results: Results): string {
  const header = [
    'Page',
    'Host JS before open, gzip KB (+ over bare)',
    'raw KB',
    'First open adds, host gzip KB',
    'Modal iframe JS, gzip KB (not on host)',
    'Load: long tasks ms',
    'Load: host script ms',
    'Open: long tasks ms',
    'Open: host script ms',
    'Heap after init MiB (+ over bare)',
    'Load to ready ms (+ over bare)',
    'Airlock handshake done ms',
    'Airlock modal initialized ms',
    'open() to dialog ms',
    'open() to first wallet row ms',
    'Click delay during init ms',
    'Ready to open ms',
    'Ready to open under Playwright ms',
    'Connect visible ms',
    'Click at visible: dialog ms after navigation',
    'Click at visible: click to dialog ms',
    'Early clicks lost',
    'Host errors meanwhile',
  ]
  const rows = results.map((entry) => {
    const { page, runs, visit } = entry
    const bare = (metric: Metric) => median(results, 'bare', metric, visit)
    const own = (metric: Metric) => median(results, page.id, metric, visit)
    const click = earlyClick(entry)
    const modal = !page.noModal
    return [
      rowLabel(entry),
      `${cell(runs, 'hostJsGzip', kb)} (${signed(kb(own('hostJsGzip') - bare('hostJsGzip')))})`,
      cell(runs, 'hostJsRaw', kb),
      cell(runs, 'openHostJsGzip', kb),
      page.iframeModal ? cell(runs, 'iframeJsGzip', kb) : '—',
      cell(runs, 'loadLongTasksMs', ms),
      cell(runs, 'loadScriptMs', ms),
      cell(runs, 'openLongTasksMs', ms),
      cell(runs, 'openScriptMs', ms),
      `${cell(runs, 'heapBytes', mib)} (${signed(mib(own('heapBytes') - bare('heapBytes')))})`,
      `${cell(runs, 'readyMs', ms)} (${signed(ms(own('readyMs') - bare('readyMs')))})`,
      page.iframeModal ? cell(runs, 'modalHandshakeMs', ms) : '—',
      page.iframeModal ? cell(runs, 'modalReadyMs', ms) : '—',
      modal ? cell(runs, 'openToDialogMs', ms) : '—',
      modal ? cell(runs, 'openToRowMs', ms) : '—',
      cell(runs, 'clickDelayMs', ms),
      modal ? spread(readyToOpen(entry), ms) : '—',
      modal ? spread(readyUnderPlaywright(entry), ms) : '—',
      modal ? spread(click.visible, ms) : '—',
      modal ? spread(click.dialog, ms) : '—',
      modal ? spread(click.clickToDialog, ms) : '—',
      modal ? `${click.lost}/${entry.clicks.length}` : '—',
      modal ? String(click.errors.length) : '—',
    ]
  })
  return [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n')
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

interface ChartGroup {
  title: string
  unit: string
  /** The bar's value for one page in one visit (a median), or NaN when there is none */
  value: (entry: PageResults, results: Results) => number
  /** Cold only: the warm figure would be the same (bytes) */
  coldOnly?: boolean
}

const chartGroups: ChartGroup[] = [
  {
    title: 'Host JS added over bare React (gzip KB)',
    unit: 'KB',
    value: (e, r) => (median(r, e.page.id, 'hostJsGzip') - median(r, 'bare', 'hostJsGzip')) / 1024,
    coldOnly: true,
  },
  {
    title: 'Host main-thread script during load (ms)',
    unit: 'ms',
    value: (e, r) => median(r, e.page.id, 'loadScriptMs', e.visit),
  },
  {
    title: 'Ready to open: open() or a click shows the dialog at once (ms after navigation)',
    unit: 'ms',
    value: (e) => medianOf(readyToOpen(e)),
  },
  {
    title: 'Click on Connect as soon as it shows: dialog on screen (ms after navigation)',
    unit: 'ms',
    value: (e) => medianOf(earlyClick(e).dialog),
  },
  {
    title: 'open() to dialog on screen, once ready (ms)',
    unit: 'ms',
    value: (e, r) => median(r, e.page.id, 'openToDialogMs', e.visit),
  },
]

/** Bar groups, one bar per page and visit (warm bars lighter): medians of the run. */
export function chart(results: Results): string {
  const width = 860
  const barArea = 440
  const labelWidth = 290
  const rowHeight = 20
  const colors = ['#4f46e5', '#818cf8', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444']
  const pageIds = [...new Set(results.filter((r) => r.page.id !== 'bare').map((r) => r.page.id))]
  const parts: string[] = []
  let top = 10
  for (const group of chartGroups) {
    const bars = results
      .filter((e) => e.page.id !== 'bare' && (!group.coldOnly || e.visit === 'cold'))
      .sort((a, b) => pageIds.indexOf(a.page.id) - pageIds.indexOf(b.page.id))
      .map((entry) => ({ entry, value: group.value(entry, results) }))
    const max = Math.max(...bars.map((b) => (Number.isFinite(b.value) ? b.value : 0)), 1)
    parts.push(
      `<text x="0" y="${top + 14}" font-size="14" font-weight="600">${escapeXml(group.title)}</text>`,
    )
    bars.forEach(({ entry, value }, i) => {
      const y = top + 24 + i * rowHeight
      const shown = Number.isFinite(value) ? Math.max(0, value) : 0
      const w = Math.max(1, (shown / max) * barArea)
      const color = colors[pageIds.indexOf(entry.page.id) % colors.length]
      const label = group.coldOnly ? entry.page.label : `${entry.page.label} (${entry.visit})`
      parts.push(
        `<text x="${labelWidth - 8}" y="${y + 13}" font-size="12" text-anchor="end">${escapeXml(label)}</text>`,
        `<rect x="${labelWidth}" y="${y + 3}" width="${w.toFixed(1)}" height="14" rx="3" fill="${color}"${entry.visit === 'warm' ? ' fill-opacity="0.5"' : ''}/>`,
        `<text x="${(labelWidth + w + 6).toFixed(1)}" y="${y + 13}" font-size="12">${Number.isFinite(value) ? `${shown.toFixed(1)} ${group.unit}` : 'n/a'}</text>`,
      )
    })
    top += 34 + bars.length * rowHeight
  }
  const height = top + 10
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" fill="#111"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>\n`
}
