/**
 * `npm run bench:peers`: what a host page pays for its wallet modal, Airlock beside Reown AppKit,
 * RainbowKit and ConnectKit and a bare React page, in one run on this machine. Not a test: it
 * prints a table and writes e2e/bench/RESULTS.md with a chart; it asserts nothing.
 */
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { measureProbe } from './peersClicks.ts'
import { benchContext, coldThenWarm, offlineArgs, type Visit, visits } from './peersContext.ts'
import { freeEarlyClick, freeReady, freeSettledOpen } from './peersFree.ts'
import { measureVisit, type PeerPage } from './peersMeasure.ts'
import { READY_PROBE } from './peersPageScripts.ts'
import {
  chart,
  earlyClick,
  median,
  medianOf,
  type PageResults,
  type Results,
  readyToOpen,
  signed,
  table,
} from './peersReport.ts'
import { benchPageUrl, startPeerServers } from './peersServers.ts'
import { peerVersions } from './peersSetup.ts'
import { RawChromium } from './rawCdp.ts'

const RUNS = Number(process.env.PEER_RUNS ?? 10)
const loadAverage = loadavg()
  .map((n) => n.toFixed(2))
  .join(', ')
const allPages: PeerPage[] = [
  { id: 'bare', label: 'Bare React (baseline)', noModal: true },
  { id: 'airlock-npm', label: 'Airlock (npm)', iframeModal: true },
  { id: 'airlock-script', label: 'Airlock (script include)', iframeModal: true },
  { id: 'appkit', label: 'Reown AppKit + wagmi' },
  { id: 'rainbowkit', label: 'RainbowKit' },
  { id: 'connectkit', label: 'ConnectKit' },
]
// PEER_PAGES=bare,airlock-npm measures only those pages (a quick check while tuning); the committed
// RESULTS.md and chart need every page, so a partial run only prints its table.
const onlyPages = process.env.PEER_PAGES?.split(',')
const pages = onlyPages ? allPages.filter((p) => onlyPages.includes(p.id)) : allPages

const servers = await startPeerServers()
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...chromiumArgs, ...offlineArgs],
})
// The visits with no driver in the page (peersFree.ts): a second browser, idle while Playwright's runs.
const free = await RawChromium.launch()

try {
  const entries: Results = pages.flatMap((page) =>
    visits.map(
      (visit): PageResults => ({ page, visit, runs: [], probes: [], free: [], settled: [], clicks: [] }),
    ),
  )
  const entry = (page: PeerPage, visit: Visit) =>
    entries.find((e) => e.page === page && e.visit === visit) as PageResults
  const attempt = async (what: string, run: () => Promise<void>) => {
    try {
      await run()
    } catch (error) {
      console.error(`${what}: ${(error as Error).message.split('\n')[0]}`)
    }
  }
  // Pages take turns within each round, so a slow moment of the machine hits all of them alike.
  for (let round = 0; round < RUNS; round++) {
    for (const page of pages) {
      const url = benchPageUrl(page.id)
      const label = `${page.label}, run ${round + 1}`
      await attempt(`${label}, load and open`, () =>
        coldThenWarm(browser, benchContext, async (context, visit) => {
          entry(page, visit).runs.push(await measureVisit(context, url, page))
        }),
      )
      if (page.noModal) continue
      await attempt(`${label}, ready with no driver`, () =>
        free.inNewContext(async (context) => {
          for (const visit of visits) entry(page, visit).free.push(await freeReady(free, context, page))
          // A peer's settled open() is its ready probe's last step: read the same way, once per round.
          if (page.iframeModal) return
          const settled = await freeSettledOpen(free, context, page.id)
          if (settled !== null) for (const visit of visits) entry(page, visit).settled.push(settled)
        }),
      )
      await attempt(`${label}, early click with no driver`, () =>
        free.inNewContext(async (context) => {
          for (const visit of visits)
            entry(page, visit).clicks.push(await freeEarlyClick(free, context, page))
        }),
      )
      // Under Playwright, Airlock's readiness is its own signal (handshake and Connect view), read in the load runs.
      if (page.iframeModal) continue
      await attempt(`${label}, ready probe`, () =>
        coldThenWarm(
          browser,
          (b) => benchContext(b, READY_PROBE),
          async (context, visit) => {
            entry(page, visit).probes.push(await measureProbe(context, url))
          },
        ),
      )
    }
    console.log(`round ${round + 1}/${RUNS} done`)
  }
  const results = entries
  const versions = peerVersions()
  const markdown = table(results)
  console.log(`\n${markdown}\n`)
  if (onlyPages) {
    const ready = pages
      .filter((p) => !p.noModal)
      .map((p) => `${p.id} ${visits.map((v) => medianOf(readyToOpen(entry(p, v))).toFixed(0)).join('/')}`)
    console.log(`ready to open, cold/warm medians (ms): ${ready.join(', ')}`)
    // Per visit, so a slow visit shows instead of hiding in a median.
    const perVisit = (pick: (e: PageResults) => number[]) =>
      pages
        .filter((p) => p.iframeModal)
        .map(
          (p) =>
            `${p.id} ${visits
              .map((v) =>
                pick(entry(p, v))
                  .map((n) => n.toFixed(0))
                  .join(' '),
              )
              .join(' / ')}`,
        )
        .join(', ')
    console.log(
      `early click's dialog after that visit's ready, cold / warm (ms): ${perVisit((e) => earlyClick(e).afterReady)}`,
    )
  } else writeReport()
  function writeReport() {
    writeFileSync(join(import.meta.dirname, 'peers-chart.svg'), chart(results))
    const chromiumVersion = browser.version()
    const fastestPeerDialog = Math.min(
      ...['appkit', 'rainbowkit', 'connectkit'].map(
        (id) => median(results, id, 'openToDialogMs') || Number.POSITIVE_INFINITY,
      ),
    )
    const targets = ['airlock-npm', 'airlock-script']
      .map((id) => {
        const m = (metric: Parameters<typeof median>[2]) => median(results, id, metric)
        const over = (metric: Parameters<typeof median>[2]) => m(metric) - median(results, 'bare', metric)
        const check = (ok: boolean) => (ok ? 'met' : 'missed')
        const label = pages.find((p) => p.id === id)?.label
        return [
          `- ${label}: host JS ${signed((over('hostJsGzip') / 1024).toFixed(1))} KB gzip (target <= 8: ${check(over('hostJsGzip') <= 8 * 1024)}), `,
          `load to ready ${signed(over('readyMs').toFixed(1))} ms (<= 20: ${check(over('readyMs') <= 20)}), `,
          `long tasks ${(m('loadLongTasksMs') + m('openLongTasksMs')).toFixed(0)} ms (0: ${check(m('loadLongTasksMs') + m('openLongTasksMs') === 0)}), `,
          `heap ${signed((over('heapBytes') / 1024 / 1024).toFixed(2))} MiB (<= 0.5: ${check(over('heapBytes') <= 0.5 * 1024 * 1024)}), `,
          `open() to dialog ${m('openToDialogMs').toFixed(1)} ms (<= 20 and ahead of the fastest peer: ${check(m('openToDialogMs') <= 20 && m('openToDialogMs') < fastestPeerDialog)}).`,
        ].join('')
      })
      .join('\n')
    const entryOf = (id: string, visit: Visit) =>
      results.find((e) => e.page.id === id && e.visit === visit) as PageResults
    const f = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : 'n/a')
    const readiness = pages
      .filter((p) => !p.noModal)
      .map((p) => {
        const cold = entryOf(p.id, 'cold')
        const warm = entryOf(p.id, 'warm')
        const ready = (e: PageResults) => medianOf(readyToOpen(e))
        const click = (e: PageResults) => earlyClick(e)
        const lost = (e: PageResults) =>
          click(e).lost ? `, ${click(e).lost} of ${e.clicks.length} clicks lost` : ''
        const says = (e: PageResults) =>
          `${f(medianOf(click(e).dialog))} (${f(medianOf(click(e).clickToDialog))} after the click${lost(e)})`
        return `- ${p.label}: ready to open ${f(ready(cold))} cold, ${f(ready(warm))} warm; a click at button-visible shows the dialog at ${says(cold)} cold, ${says(warm)} warm.`
      })
      .join('\n')
    const fastestPeerReady = (visit: Visit) =>
      Math.min(
        ...['appkit', 'rainbowkit', 'connectkit'].map(
          (id) => medianOf(readyToOpen(entryOf(id, visit))) || Number.POSITIVE_INFINITY,
        ),
      )
    const errors = [
      ...new Set(results.flatMap((e) => earlyClick(e).errors.map((m) => `${e.page.label}: ${m}`))),
    ]
    const readyTargets = ['airlock-npm', 'airlock-script']
      .map((id) => {
        const check = (ok: boolean) => (ok ? 'met' : 'missed')
        const cold = entryOf(id, 'cold')
        const warm = entryOf(id, 'warm')
        const rc = medianOf(readyToOpen(cold))
        const rw = medianOf(readyToOpen(warm))
        // Per visit: that visit's dialog minus that visit's ready, the latest of them against the target.
        const late = (e: PageResults) => earlyClick(e).afterReady
        const latest = (e: PageResults) => (late(e).length ? Math.max(...late(e)) : Number.NaN)
        const says = (e: PageResults) => `${f(medianOf(late(e)))} (latest ${f(latest(e))})`
        return [
          `- ${cold.page.label}: ready ${f(rc)} cold (<= 200 and ahead of the fastest peer, ${f(fastestPeerReady('cold'))}: ${check(rc <= 200 && rc < fastestPeerReady('cold'))}), `,
          `${f(rw)} warm (<= 120: ${check(rw <= 120)}); open() to dialog ${median(results, id, 'openToDialogMs').toFixed(1)} ms (<= 10: ${check(median(results, id, 'openToDialogMs') <= 10)}); `,
          `an early click's dialog ${says(cold)} cold and ${says(warm)} warm after that visit's ready (never later than one frame, 17: ${check(latest(cold) <= 17 && latest(warm) <= 17)}); `,
          `host errors meanwhile: ${earlyClick(cold).errors.length + earlyClick(warm).errors.length} (0: ${check(earlyClick(cold).errors.length + earlyClick(warm).errors.length === 0)}).`,
        ].join('')
      })
      .join('\n')
    writeFileSync(
      join(import.meta.dirname, 'RESULTS.md'),
      `# What a host page pays for its wallet modal

Measured by \`npm run bench:peers\` on ${new Date().toISOString().slice(0, 10)}: ${RUNS} runs per page, each a cold
visit (a new browser context) and a warm one (a second visit in the same context), pages taking turns, headless Chromium ${chromiumVersion} (Debian), ${cpus().length} cores, pages served on
loopback (\`app.localhost\`), every other host failing name resolution at once (no internet here). The host's
costs are read in visits driven by playwright-core; ready to open and the early click in visits with no driver in
the page (see "How each figure is taken"), for every library alike. Each cell is the median with [min–max]. Figures in parentheses are the median minus the bare React page's median (same visit).
Rows marked "warm" are the second visit. Machine load when the run started: ${loadAverage}.

![bars](./peers-chart.svg)

${markdown}

Airlock's open() reaches its dialog in ${median(results, 'airlock-npm', 'openToDialogMs').toFixed(1)} ms (npm) and
${median(results, 'airlock-script', 'openToDialogMs').toFixed(1)} ms (script include); the fastest peer takes
${Number.isFinite(fastestPeerDialog) ? fastestPeerDialog.toFixed(1) : 'n/a'} ms.

## Ready to open and early clicks (medians)

${readiness}

Host errors logged during the early clicks: ${errors.length ? `\n\n${errors.map((e) => `- ${e}`).join('\n')}` : 'none.'}

## Against the targets (medians, over the bare page)

${targets}

Issue 13 (medians, cold unless said):

${readyTargets}

## Versions

${Object.entries(versions)
  .map(([name, version]) => `- ${name} ${version}`)
  .join('\n')}
- Airlock: this repository's build (host-sdk/dist, modal served by the stack), not a registry package.

Every page is the same minimal React 18 page (a title, a "Ping" button, the library's connect button) built with
Vite in production mode; React 18 because ConnectKit requires it. RainbowKit and ConnectKit run on wagmi 2 (their
peer range); AppKit 1.8's wagmi adapter needs wagmi 3, so its page is installed and built apart (\`peers/appkit\`).

## How each figure is taken

- **Host JS**: every script response of the host document (main frame) until the page is ready and the network is
  quiet for 500 ms, body bytes raw and gzip -9 (the static server sends them uncompressed). "First open adds" is what
  the host downloads after \`open()\`. For Airlock the modal is a cross-origin iframe: its scripts are counted apart
  ("Modal iframe JS"), since they load in another process and never block the host page.
- **Main-thread work**: long tasks from a buffered \`PerformanceObserver('longtask')\` in the host document, and
  \`ScriptDuration\` from CDP \`Performance.getMetrics\` on the host page's target. With site isolation the
  Airlock iframe (another site: \`modal.localhost\`) runs in its own renderer process, so neither figure includes
  it: that work does not delay the host's main thread, which is the point of the design.
- **Heap**: \`JSHeapUsedSize\` of the host page after a forced GC (\`HeapProfiler.collectGarbage\`), once ready.
- **Load to ready**: ms from navigation start to the first React commit after the library's setup, the same
  point for every page (the peers have no ready signal of their own). For Airlock two more columns, read in the
  Playwright-driven visits: when the
  host got the modal's ready message and answered it with the ports ("handshake done": the modal's HTML sends
  it from an inline script as soon as it has parsed, before the modal's code has loaded), and when the modal
  reports itself \`initialized\` (its code loaded, any stored session restored). It all runs in the modal's own
  process, and an \`open()\` called before the handshake is queued, not lost.
- **open() to dialog / first wallet row**: from the \`open()\` call to the next animation frame after the dialog is
  in the DOM and visible, and after the first wallet row is. Airlock: the host's frame after its state says open
  (\`open()\` shows the frame at once, and the modal keeps the dialog rendered and opaque while it is hidden, so
  it is on screen in that frame); its first row shows in that same frame when the hidden dialog held it (and a
  frame was painted) before \`open()\`, else it is the later of that frame and the row's first paint inside the
  iframe, compared on the shared time origin.
- **Click delay during init**: the input delay (\`processingStart - startTime\`, Event Timing \`first-input\`) of a
  real click on the host's Ping button sent as soon as it exists, while the library starts.
  For Airlock the click lands 60-100 ms after the iframe is inserted, while the modal boots in its own process:
  with the iframe pointed at about:blank instead, the delay matches the bare page (3.7 against 3.1 ms, 8 runs), so
  the few extra ms are the two renderer processes sharing this machine's 2 cores, not work on the host's thread.
- **Ready to open**: the time after navigation from which \`open()\` or a click on the library's Connect button
  shows the dialog as fast as it ever does, read in visits with no driver in the page (\`peersFree.ts\`: Chromium
  over a bare DevTools socket, attached to the tab alone and to Airlock's modal frame only once its figures are
  taken; one run of them per page, round and visit kind). Playwright, which drives every other visit here, costs
  each page it drives time a visitor's browser does not spend (it emulates the viewport, reports every request
  and console line, and holds each frame of another process, such as Airlock's modal, until its own setup round
  trips are done): the column "under Playwright" gives the same figure read in the Playwright-driven visits, later
  for every library. Airlock: the later of the handshake done (the host then shows a plain \`open()\` at once) and
  the animation frame that paints the modal's hidden dialog holding the Connect view and its wallet rows (the
  modal's own user timing mark \`airlock:connect-frame\`; under Playwright a \`MutationObserver\` and
  \`requestAnimationFrame\` in the frame; shared clock): the row is in the modal's HTML, rendered at build time by
  the app's own components, and the app's code is evaluated only after that first paint, so from then on
  \`open()\` only makes the frame visible. A click on the dialog before the modal's code has rendered is held and
  replayed once it has (e2e \`early-open.spec\`). Peers have no such signal, so a probe (its own visits, so the
  other figures stay undisturbed) clicks their Connect button (\`element.click()\`) every animation frame from the
  first frame it is laid out until the dialog is visible (the same test as "open() to dialog"); clicks made too
  early are ignored (RainbowKit before wagmi's reconnect) or queued (AppKit's \`open()\` waits for its setup).
  Ready = that dialog time minus the library's own settled open() to dialog (a third visit of the same profile,
  loaded, then opened a second later; under Playwright: the "open() to dialog" median of the same visit kind), and
  never before the first click: the earliest click that the dialog answered at full speed. Clicking and closing
  again was not used: a peer's settled open takes 3-8 frames, so "a frame after the click" would never hold.
- **Click at visible**: its own visits, with no driver in the page as above; a real (CDP) mouse click on Connect at
  the first animation frame that has it laid out. "dialog ms after navigation" is when the dialog is on screen
  (peers: a frame after it is visible; Airlock, as for a plain \`open()\`: the host's frame that shows the iframe,
  once the modal has painted Connect with a wallet row in it); "click to dialog" counts from the click event's
  \`timeStamp\` (when the browser received it, so the host's input delay is in). For Airlock each visit also
  records its own ready to open (above), and the target is checked on the latest visit's dialog minus that visit's
  ready. A click whose dialog did not show within 5 s counts as lost. "Host errors" are console errors and
  uncaught exceptions of the host page from navigation until the dialog showed, kept by the page itself
  (\`console.error\`, \`error\` and \`unhandledrejection\`), so the browser's "Failed to load resource" lines for
  the peers' offline cloud requests are not among them.
- **Warm**: the same measurements on a second visit (a new tab) in the context of the cold one: HTTP cache as the
  servers' headers allow, and V8's code cache (Chromium stores it when a script runs a second time, so this is
  the visit that creates it; a third visit would consume it).
- **Servers**: the local stack (cloud, modal, anvil) and the pages run in a process of their own
  (\`peersServe.ts\`), and the rounds start once every file is compressed both ways, as a CDN serves them. In the
  bench's own process they shared an event loop with Playwright's bookkeeping, which held the modal's HTML for up
  to 180 ms on warm visits, and brotli's best level over the peers' 11 MB kept one core busy for the first ~25 s.
- Peers reach for their clouds (WalletConnect relay, explorer API, fonts); those requests fail at once here, so
  their lists show what they ship in the bundle. Non-local hosts are failed by Chromium's
  \`--host-resolver-rules\`, not Playwright's request routing: routing turns the HTTP cache off and held every
  request for a round trip to the bench (the cold figures before this change carried that small cost).
`,
    )
    console.log('Wrote e2e/bench/RESULTS.md and e2e/bench/peers-chart.svg')
  }
} finally {
  await browser.close()
  await free.close()
  await servers.stop()
}
