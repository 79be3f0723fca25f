/**
 * `npm run bench:ready:free`: ready to open per library as a visitor's browser has it, with no
 * Playwright in the page. bench:peers drives pages with Playwright, which emulates a viewport on
 * every page and holds every frame of another process (Airlock's modal) until its own setup has run;
 * here Chromium is driven over a bare DevTools socket (rawCdp.ts), attached to the tab alone. The
 * pages, servers and in-page scripts are bench:peers'. Not a test: it prints medians, asserts nothing.
 *
 * - Peers: bench:peers' ready probe (a click on Connect every frame from the first it shows, until
 *   the dialog is visible, then the next frame) less the library's own open() to dialog, measured on
 *   a third visit of the same profile after load.
 * - Airlock: the later of the handshake (the host has the modal's ports) and the animation frame that
 *   paints Connect (the modal's own user timing mark), as bench:peers counts it; and, stricter, the
 *   later of the handshake and the modal's first contentful paint (its hidden dialog with Connect put
 *   on screen by the compositor), a presentation time later than the frame counted for the peers.
 */
import { entryAt, OBSERVERS, OPEN_IN_PAGE, READY_PROBE } from './peersPageScripts.ts'
import { medianOf } from './peersReport.ts'
import { benchPageUrl, startPeerServers } from './peersServers.ts'
import { RawChromium } from './rawCdp.ts'

const RUNS = Number(process.env.READY_RUNS ?? 6)
const PAGES = (
  process.env.READY_PAGES ?? 'bare,airlock-npm,airlock-script,appkit,rainbowkit,connectkit'
).split(',')
const airlock = (id: string) => id.startsWith('airlock')

type Figures = Record<string, number[]>
const results = new Map<string, Figures>()
const add = (page: string, name: string, value: unknown) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return
  const figures = results.get(page) ?? {}
  figures[name] = [...(figures[name] ?? []), value]
  results.set(page, figures)
}

/** The probe's first click and dialog per page and visit, kept in pairs. */
const probes = new Map<string, { firstClickAt: number; dialogAt: number }[]>()

const CONNECT_FRAME = entryAt('airlock:connect-frame')
const MODAL_PAINT = entryAt('first-contentful-paint')

/** A new tab of `context` on the bench page `id`, once its Connect button is on screen. */
async function openPage(chrome: RawChromium, context: string, id: string, scripts: string[]) {
  const tab = await chrome.newTab(context, scripts)
  await chrome.send('Page.navigate', { url: benchPageUrl(id) }, tab.sessionId)
  if (!(await chrome.waitFor(tab.sessionId, 'window.__bench && window.__bench.ready !== undefined')))
    throw new Error(`${id}: no Connect button in 30 s`)
  return tab
}

async function visit(chrome: RawChromium, context: string, id: string, kind: string) {
  const scripts = airlock(id) || id === 'bare' ? [OBSERVERS] : [OBSERVERS, READY_PROBE]
  const { targetId, sessionId } = await openPage(chrome, context, id, scripts)
  try {
    add(id, `${kind} button`, await chrome.evaluate(sessionId, 'window.__bench.ready'))
    if (id === 'bare') return
    if (airlock(id)) {
      if (!(await chrome.waitFor(sessionId, 'window.__perf.handshakeAt !== null')))
        throw new Error(`${id}: no handshake in 30 s`)
      const handshake = await chrome.evaluate<number>(sessionId, 'window.__perf.handshakeAt')
      const origin = await chrome.evaluate<number>(sessionId, 'performance.timeOrigin')
      // Attached only now: the modal's frame started and painted with no debugger holding it.
      const frame = await chrome.attachFrame('//modal.')
      if (!frame) throw new Error(`${id}: no modal frame`)
      if (!(await chrome.waitFor(frame, `${MODAL_PAINT} !== null`, 10_000)))
        throw new Error(`${id}: the modal painted nothing in 10 s`)
      const painted = (await chrome.evaluate<number>(frame, MODAL_PAINT)) - origin
      const connectFrame = await chrome.evaluate<number | null>(frame, CONNECT_FRAME)
      if (connectFrame === null) throw new Error(`${id}: the modal marked no Connect frame`)
      add(id, `${kind} handshake`, handshake)
      add(id, `${kind} connect frame`, connectFrame - origin)
      add(id, `${kind} modal painted`, painted)
      add(id, `${kind} ready`, Math.max(handshake, connectFrame - origin))
      add(id, `${kind} ready at paint`, Math.max(handshake, painted))
      return
    }
    await chrome.waitFor(sessionId, 'window.__probe.dialogAt !== null || performance.now() > 20000', 40_000)
    const probe = await chrome.evaluate<{ firstClickAt: number; dialogAt: number | null }>(
      sessionId,
      'window.__probe',
    )
    const { firstClickAt, dialogAt } = probe
    if (dialogAt !== null)
      probes.set(`${id} ${kind}`, [...(probes.get(`${id} ${kind}`) ?? []), { firstClickAt, dialogAt }])
  } finally {
    await chrome.send('Target.closeTarget', { targetId })
  }
}

/** A peer's own open() to dialog, on a page loaded and settled: what the probe's figure also holds. */
async function openToDialog(chrome: RawChromium, context: string, id: string) {
  const { targetId, sessionId } = await openPage(chrome, context, id, [OBSERVERS])
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const opened = await chrome.evaluate<{ dialog: number | null }>(sessionId, OPEN_IN_PAGE, true)
    add(id, 'open to dialog', opened.dialog)
  } finally {
    await chrome.send('Target.closeTarget', { targetId })
  }
}

const servers = await startPeerServers()
const chrome = await RawChromium.launch()
try {
  for (let round = 0; round < RUNS; round++) {
    for (const id of PAGES) {
      const { browserContextId } = await chrome.send<{ browserContextId: string }>(
        'Target.createBrowserContext',
      )
      try {
        for (const kind of ['cold', 'warm']) await visit(chrome, browserContextId, id, kind)
        if (!airlock(id) && id !== 'bare') await openToDialog(chrome, browserContextId, id)
      } finally {
        await chrome.send('Target.disposeBrowserContext', { browserContextId })
      }
    }
  }
} finally {
  await chrome.close()
  await servers.stop()
}

const median = (figures: Figures | undefined, name: string) => {
  const values = figures?.[name]
  return values?.length ? medianOf(values) : Number.NaN
}
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-')
console.log(
  `Ready to open, no Playwright in the page: medians of ${RUNS} runs, ms after navigation (cold / warm)`,
)
console.log(['page', 'Connect button', 'ready to open', 'detail'].join('\t'))
for (const id of PAGES) {
  const f = results.get(id)
  const both = (name: string) => `${ms(median(f, `cold ${name}`))} / ${ms(median(f, `warm ${name}`))}`
  if (id === 'bare') {
    console.log([id, both('button'), '-', '-'].join('\t'))
    continue
  }
  if (airlock(id)) {
    console.log(
      [
        id,
        both('button'),
        both('ready'),
        `handshake ${both('handshake')}, Connect's frame ${both('connect frame')}; at Connect's paint (${both('modal painted')}): ready ${both('ready at paint')}`,
      ].join('\t'),
    )
    continue
  }
  const settle = median(f, 'open to dialog')
  const pairs = (kind: string) => probes.get(`${id} ${kind}`) ?? []
  const ready = (kind: string) =>
    pairs(kind).map((p) => Math.max(p.firstClickAt, p.dialogAt - (Number.isFinite(settle) ? settle : 0)))
  const dialog = (kind: string) => ms(medianOf(pairs(kind).map((p) => p.dialogAt)))
  console.log(
    [
      id,
      both('button'),
      `${ms(medianOf(ready('cold')))} / ${ms(medianOf(ready('warm')))}`,
      `probe's dialog ${dialog('cold')} / ${dialog('warm')}, own open() to dialog ${ms(settle)}`,
    ].join('\t'),
  )
}
