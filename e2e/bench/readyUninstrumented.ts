/**
 * `npm run bench:ready:free`: ready to open per library as a visitor's browser has it, with no
 * driver in the page: the visits bench:peers reads its ready and early-click figures from
 * (peersFree.ts), alone and with more detail for Airlock. Not a test: it prints medians, asserts nothing.
 *
 * - Peers: bench:peers' ready probe (a click on Connect every frame from the first it shows, until
 *   the dialog is visible, then the next frame) less the library's own open() to dialog, measured on
 *   a third visit of the same profile after load.
 * - Airlock: the later of the handshake (the host has the modal's ports) and the animation frame that
 *   paints Connect (the modal's own user timing mark), as bench:peers counts it; and, stricter, the
 *   later of the handshake and the modal's first contentful paint (its hidden dialog with Connect put
 *   on screen by the compositor), a presentation time later than the frame counted for the peers.
 */
import { airlockReady, type FreeReadySample, freeReady, freeSettledOpen } from './peersFree.ts'
import type { PeerPage } from './peersMeasure.ts'
import { medianOf } from './peersReport.ts'
import { startPeerServers } from './peersServers.ts'
import { RawChromium } from './rawCdp.ts'

const RUNS = Number(process.env.READY_RUNS ?? 6)
const PAGES: PeerPage[] = (
  process.env.READY_PAGES ?? 'bare,airlock-npm,airlock-script,appkit,rainbowkit,connectkit'
)
  .split(',')
  .map((id) => ({ id, label: id, iframeModal: id.startsWith('airlock'), noModal: id === 'bare' }))

const visits = ['cold', 'warm'] as const
const samples = new Map<string, FreeReadySample[]>()
const settled = new Map<string, number[]>()
const keep = <T>(map: Map<string, T[]>, key: string, value: T) =>
  map.set(key, [...(map.get(key) ?? []), value])

const servers = await startPeerServers()
const chrome = await RawChromium.launch()
try {
  for (let round = 0; round < RUNS; round++)
    for (const page of PAGES)
      await chrome.inNewContext(async (context) => {
        for (const visit of visits)
          keep(samples, `${page.id} ${visit}`, await freeReady(chrome, context, page))
        if (page.iframeModal || page.noModal) return
        const open = await freeSettledOpen(chrome, context, page.id)
        if (open !== null) keep(settled, page.id, open)
      })
} finally {
  await chrome.close()
  await servers.stop()
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-')
const figures = (values: (number | null | undefined)[]) =>
  ms(medianOf(values.filter((v): v is number => typeof v === 'number')))
/** 'cold / warm' medians of one figure of a page's visits. */
const both = (id: string, pick: (s: FreeReadySample) => number | null | undefined) =>
  visits.map((visit) => figures((samples.get(`${id} ${visit}`) ?? []).map(pick))).join(' / ')

console.log(
  `Ready to open, no driver in the page: medians of ${RUNS} runs, ms after navigation (cold / warm)`,
)
console.log(['page', 'Connect button', 'ready to open', 'detail'].join('\t'))
for (const { id, iframeModal, noModal } of PAGES) {
  const button = both(id, (s) => s.buttonMs)
  if (noModal) {
    console.log([id, button, '-', '-'].join('\t'))
    continue
  }
  if (iframeModal) {
    const atPaint = (s: FreeReadySample) =>
      s.handshakeMs === null || s.modalPaintMs === null ? null : Math.max(s.handshakeMs, s.modalPaintMs)
    console.log(
      [
        id,
        button,
        both(id, airlockReady),
        `handshake ${both(id, (s) => s.handshakeMs)}, Connect's frame ${both(id, (s) => s.connectFrameMs)}; at Connect's paint (${both(id, (s) => s.modalPaintMs)}): ready ${both(id, atPaint)}`,
      ].join('\t'),
    )
    continue
  }
  const settle = medianOf(settled.get(id) ?? [])
  const ready = (s: FreeReadySample) =>
    s.probe?.dialogMs == null
      ? null
      : Math.max(s.probe.firstClickMs, s.probe.dialogMs - (Number.isFinite(settle) ? settle : 0))
  console.log(
    [
      id,
      button,
      both(id, ready),
      `probe's dialog ${both(id, (s) => s.probe?.dialogMs)}, own open() to dialog ${ms(settle)}`,
    ].join('\t'),
  )
}
