/**
 * `npm run bench:ready:trace`: where the modal's renderer spends the time from the frame's navigation
 * to Connect on screen, read from a Chromium trace of cold visits of the peer bench's Airlock pages
 * (Chromium over a bare DevTools socket, as bench:ready:free: no Playwright in the page). Tracing
 * slows every step, so the figures show the shares, not a visit's length. Not a test: it prints
 * medians and asserts nothing.
 */
import { entryAt, OBSERVERS } from './peersPageScripts.ts'
import { medianOf } from './peersReport.ts'
import { benchPageUrl, startPeerServers } from './peersServers.ts'
import { RawChromium } from './rawCdp.ts'
import { type ModalTimeline, modalTimeline, type TraceEvent } from './traceTimeline.ts'

const RUNS = Number(process.env.READY_RUNS ?? 3)
const PAGES = (process.env.READY_PAGES ?? 'airlock-npm,airlock-script').split(',')

// Each holds events the timeline reads (traceTimeline.ts): the font lookups are 'base' and 'mojom',
// the layer tree's activation the timeline's frame category.
const CATEGORIES = [
  'base',
  'benchmark',
  'blink',
  'cc',
  'mojom',
  'navigation',
  'v8',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
]

const FCP = entryAt('first-contentful-paint')

/** One cold visit of `id`, traced from before its navigation until the modal has painted. */
async function tracedVisit(chrome: RawChromium, id: string): Promise<{ events: TraceEvent[]; fcp: number }> {
  const { browserContextId } = await chrome.send<{ browserContextId: string }>('Target.createBrowserContext')
  try {
    const tab = await chrome.newTab(browserContextId, [OBSERVERS])
    const complete = new Promise<string>((resolve) => {
      const stop = chrome.on('Tracing.tracingComplete', (params) => {
        stop()
        resolve(String(params.stream))
      })
    })
    await chrome.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReturnAsStream',
    })
    await chrome.send('Page.navigate', { url: benchPageUrl(id) }, tab.sessionId)
    if (!(await chrome.waitFor(tab.sessionId, 'window.__perf && window.__perf.handshakeAt !== null')))
      throw new Error(`${id}: no handshake in 30 s`)
    const frame = await chrome.attachFrame('//modal.')
    if (!frame) throw new Error(`${id}: no modal frame target`)
    if (!(await chrome.waitFor(frame, `${FCP} !== null`, 10_000)))
      throw new Error(`${id}: the modal painted nothing in 10 s`)
    // As every figure here: ms after the frame's navigation started (its time origin).
    const fcp = await chrome.evaluate<number>(frame, `${FCP} - performance.timeOrigin`)
    await chrome.send('Tracing.end')
    let text = ''
    const handle = await complete
    for (;;) {
      const chunk = await chrome.send<{ data: string; eof: boolean; base64Encoded?: boolean }>('IO.read', {
        handle,
        size: 1 << 20,
      })
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data
      if (chunk.eof) break
    }
    await chrome.send('IO.close', { handle })
    const trace = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[]
    return { events: Array.isArray(trace) ? trace : trace.traceEvents, fcp }
  } finally {
    await chrome.send('Target.disposeBrowserContext', { browserContextId })
  }
}

const rows = new Map<string, (ModalTimeline & { fcp: number })[]>()
const servers = await startPeerServers()
const chrome = await RawChromium.launch()
try {
  for (let round = 0; round < RUNS; round++) {
    for (const id of PAGES) {
      const { events, fcp } = await tracedVisit(chrome, id)
      const timeline = modalTimeline(events)
      if (typeof timeline === 'string') throw new Error(`${id}: ${timeline}`)
      rows.set(id, [...(rows.get(id) ?? []), { ...timeline, fcp }])
    }
  }
} finally {
  await chrome.close()
  await servers.stop()
}

const phases: [keyof ModalTimeline | 'fcp', string][] = [
  ['response', 'response reached the browser'],
  ['commit', "the modal's renderer commits"],
  ['context', 'script context created'],
  ['cssParse', '  inline stylesheet parsed (ms spent)'],
  ['bootScript', '  boot script compiled and run (ms spent)'],
  ['hello', 'hello posted to the host'],
  ['frame', "Connect's first frame begins"],
  ['fontLookups', '  font lookups in the browser (ms spent)'],
  ['layout', '  layout, lookups included (ms spent)'],
  ['raster', '  raster (ms spent)'],
  ['drawn', 'drawn and sent to the display compositor'],
  ['fcp', 'first contentful paint (the page says)'],
  ['parsed', 'document finished (may come after that frame)'],
]
console.log(`Cold visits, traced: medians of ${RUNS} runs, ms after the frame's navigation started`)
console.log(['phase', ...rows.keys()].join('\t'))
for (const [key, label] of phases)
  console.log([label, ...[...rows.values()].map((r) => medianOf(r.map((x) => x[key])).toFixed(1))].join('\t'))
