import type { PeerPage, RunSample } from './peersMeasure.ts'
import { summarize } from './summarize.ts'

type Metric = keyof RunSample
export type Results = { page: PeerPage; runs: RunSample[] }[]

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(1)
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)

function stat(runs: RunSample[], metric: Metric) {
  const values = runs.map((r) => r[metric]).filter((v): v is number => typeof v === 'number')
  return values.length ? summarize(values) : undefined
}

/** 'median [min–max]' in the metric's unit, optionally minus the bare page's median. */
function cell(runs: RunSample[], metric: Metric, format: (n: number) => string, baseline?: number) {
  const s = stat(runs, metric)
  if (!s) return 'n/a'
  const shift = baseline ?? 0
  return `${format(s.median - shift)} [${format(s.min - shift)}–${format(s.max - shift)}]`
}

export function median(results: Results, id: string, metric: Metric): number {
  const entry = results.find((r) => r.page.id === id)
  return (entry && stat(entry.runs, metric)?.median) ?? 0
}

/** The markdown table: one row per page, median [min–max] of the runs; "+" columns are over the bare page. */
export function table(results: Results): string {
  const bare = (metric: Metric) => median(results, 'bare', metric)
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
    'Airlock iframe handshake done ms',
    'open() to dialog ms',
    'open() to first wallet row ms',
    'Click delay during init ms',
  ]
  const rows = results.map(({ page, runs }) => [
    page.label,
    `${cell(runs, 'hostJsGzip', kb)} (+${kb(median(results, page.id, 'hostJsGzip') - bare('hostJsGzip'))})`,
    cell(runs, 'hostJsRaw', kb),
    cell(runs, 'openHostJsGzip', kb),
    page.iframeModal ? cell(runs, 'iframeJsGzip', kb) : '—',
    cell(runs, 'loadLongTasksMs', ms),
    cell(runs, 'loadScriptMs', ms),
    cell(runs, 'openLongTasksMs', ms),
    cell(runs, 'openScriptMs', ms),
    `${cell(runs, 'heapBytes', mib)} (+${mib(median(results, page.id, 'heapBytes') - bare('heapBytes'))})`,
    `${cell(runs, 'readyMs', ms)} (+${ms(median(results, page.id, 'readyMs') - bare('readyMs'))})`,
    page.iframeModal ? cell(runs, 'modalReadyMs', ms) : '—',
    page.id === 'bare' ? '—' : cell(runs, 'openToDialogMs', ms),
    page.id === 'bare' ? '—' : cell(runs, 'openToRowMs', ms),
    cell(runs, 'clickDelayMs', ms),
  ])
  return [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n')
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** Three bar groups: host JS added (gzip KB), main-thread script during load (ms), open() to dialog (ms). */
export function chart(results: Results): string {
  const pages = results.filter((r) => r.page.id !== 'bare')
  const groups: {
    title: string
    metric: Metric
    minusBare: boolean
    unit: string
    scale: (n: number) => number
  }[] = [
    {
      title: 'Host JS added over bare React (gzip KB)',
      metric: 'hostJsGzip',
      minusBare: true,
      unit: 'KB',
      scale: (n) => n / 1024,
    },
    {
      title: 'Host main-thread script during load (ms)',
      metric: 'loadScriptMs',
      minusBare: false,
      unit: 'ms',
      scale: (n) => n,
    },
    {
      title: 'open() to dialog on screen (ms, median)',
      metric: 'openToDialogMs',
      minusBare: false,
      unit: 'ms',
      scale: (n) => n,
    },
  ]
  const width = 760
  const barArea = 420
  const labelWidth = 200
  const rowHeight = 22
  const groupHeight = 34 + pages.length * rowHeight
  const colors = ['#4f46e5', '#818cf8', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444']
  const parts: string[] = []
  groups.forEach((group, g) => {
    const top = g * groupHeight + 10
    const values = pages.map(({ page }) => {
      const value =
        median(results, page.id, group.metric) - (group.minusBare ? median(results, 'bare', group.metric) : 0)
      return Math.max(0, group.scale(value))
    })
    const max = Math.max(...values, 1)
    parts.push(
      `<text x="0" y="${top + 14}" font-size="14" font-weight="600">${escapeXml(group.title)}</text>`,
    )
    pages.forEach(({ page }, i) => {
      const y = top + 24 + i * rowHeight
      const w = Math.max(1, ((values[i] ?? 0) / max) * barArea)
      parts.push(
        `<text x="${labelWidth - 8}" y="${y + 14}" font-size="12" text-anchor="end">${escapeXml(page.label)}</text>`,
        `<rect x="${labelWidth}" y="${y + 3}" width="${w.toFixed(1)}" height="15" rx="3" fill="${colors[i % colors.length]}"/>`,
        `<text x="${(labelWidth + w + 6).toFixed(1)}" y="${y + 14}" font-size="12">${(values[i] ?? 0).toFixed(1)} ${group.unit}</text>`,
      )
    })
  })
  const height = groups.length * groupHeight + 10
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" fill="#111"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>\n`
}
