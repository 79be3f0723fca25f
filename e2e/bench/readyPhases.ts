/**
 * `npm run bench:ready`: where the time until Airlock's modal is ready goes, phase by phase, on the
 * peer bench's pages and servers (cold and warm visits, script include and npm). Not a test: it
 * prints medians and asserts nothing. Every time is ms after the host's navigation start, read on
 * the shared clock (timeOrigin + now) in both documents.
 */
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { benchContext, coldThenWarm, offlineArgs } from './peersContext.ts'
import { modalFrame } from './peersMeasure.ts'
import { medianOf } from './peersReport.ts'
import { benchPageUrl, startPeerServers } from './peersServers.ts'

const RUNS = Number(process.env.READY_RUNS ?? 8)
const PAGES = (process.env.READY_PAGES ?? 'airlock-script,airlock-npm').split(',')

/** Host side: when the frame element was inserted, and the host's own milestones. */
const HOST_MARKS = `
  if (!location.hostname.startsWith('modal.')) {
    window.__phases = { frameInserted: null };
    new MutationObserver((list, observer) => {
      if (document.querySelector('iframe[data-airlock-frame]')) {
        window.__phases.frameInserted = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }
`

const HOST_READ = `(() => {
  const n = performance.getEntriesByType('navigation')[0];
  return {
    origin: performance.timeOrigin,
    hostResponseEnd: n.responseEnd,
    hostDomContentLoaded: n.domContentLoadedEventStart,
    hostLoad: n.loadEventStart,
    firstInputDelay: window.__perf.firstInput,
    frameInserted: window.__phases.frameInserted,
    handshake: window.__perf.handshakeAt,
    connectButton: window.__bench.ready,
    modalInitialized: window.__bench.modalReady,
  };
})()`

const FRAME_READ = `(() => {
  const n = performance.getEntriesByType('navigation')[0];
  const abs = (t) => performance.timeOrigin + t;
  const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' || e.initiatorType === 'other');
  const lastScript = scripts.reduce((t, e) => Math.max(t, e.responseEnd), 0);
  // The card is the modal's first content, so its first contentful paint is when the compositor put
  // Connect on screen (hidden by the host's opacity): later than dialogPainted, the animation frame
  // the peer bench counts for every library, by the frame's raster and display.
  const presented = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    frameOrigin: performance.timeOrigin,
    frameRequestStart: abs(n.requestStart),
    frameResponseStart: abs(n.responseStart),
    frameResponseEnd: abs(n.responseEnd),
    frameDomInteractive: abs(n.domInteractive),
    frameScriptsLoaded: lastScript ? abs(lastScript) : null,
    frameLoad: n.loadEventStart ? abs(n.loadEventStart) : null,
    dialogPainted: window.__airlockBench && window.__airlockBench.connectAt > 0 ? window.__airlockBench.connectAt : null,
    dialogPresented: presented ? abs(presented.startTime) : null,
  };
})()`

type Row = Record<string, number | null>
const servers = await startPeerServers()
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...chromiumArgs, ...offlineArgs],
})
const results = new Map<string, Row[]>()
try {
  for (let round = 0; round < RUNS; round++) {
    for (const id of PAGES) {
      await coldThenWarm(
        browser,
        (b) => benchContext(b, HOST_MARKS),
        async (context, kind) => {
          const tab = await context.newPage()
          await tab.goto(benchPageUrl(id), { waitUntil: 'commit' })
          // A host click while the modal starts: its input delay is what the host's visitor feels.
          await tab.click('#ping')
          await tab.waitForFunction('window.__bench && window.__bench.modalReady !== undefined', undefined, {
            timeout: 30_000,
          })
          await tab.waitForFunction(
            'window.__perf.handshakeAt !== null && window.__phases.frameInserted !== null',
            undefined,
            { timeout: 30_000 },
          )
          const frame = modalFrame(tab)
          if (!frame) throw new Error('no modal frame')
          await frame.waitForFunction('window.__airlockBench && window.__airlockBench.connectAt > 0')
          await frame.waitForFunction("performance.getEntriesByName('first-contentful-paint').length > 0")
          const host = (await tab.evaluate(HOST_READ)) as Row & { origin: number }
          const inFrame = (await frame.evaluate(FRAME_READ)) as Row
          const row: Row = { ...host }
          for (const [key, value] of Object.entries(inFrame))
            row[key] = value === null ? null : value - host.origin
          const key = `${id} ${kind}`
          results.set(key, [...(results.get(key) ?? []), row])
          await tab.close()
        },
      )
    }
  }
} finally {
  await browser.close()
  await servers.stop()
}

const order = [
  'hostResponseEnd',
  'hostDomContentLoaded',
  'connectButton',
  'hostLoad',
  'frameInserted',
  'frameOrigin',
  'frameRequestStart',
  'frameResponseStart',
  'frameResponseEnd',
  'frameDomInteractive',
  'handshake',
  'dialogPainted',
  'dialogPresented',
  'frameScriptsLoaded',
  'frameLoad',
  'modalInitialized',
  'firstInputDelay',
]
console.log(`Medians of ${RUNS} runs, ms after the host's navigation start`)
console.log(['phase', ...results.keys()].join('\t'))
for (const name of order) {
  const cells = [...results.values()].map((rows) => {
    const values = rows.map((r) => r[name]).filter((v): v is number => typeof v === 'number')
    return values.length ? medianOf(values).toFixed(1) : '-'
  })
  console.log([name, ...cells].join('\t'))
}
