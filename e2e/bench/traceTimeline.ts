/**
 * Reads a Chromium trace of one bench visit and gives where the modal's renderer spends the time from
 * the frame's navigation to Connect on screen. Every figure is ms after the browser created the
 * frame's navigation request; durations are summed over the events named. Traced, every step is
 * slower than in an untraced visit: the figures say where the time goes, not how long a visit takes.
 */

export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: Record<string, unknown>
}

export interface ModalTimeline {
  /** The navigation's response reached the browser. */
  response: number
  /** The modal's renderer started to commit the navigation. */
  commit: number
  /** The document's script context exists (V8 context deserialised). */
  context: number
  /** Parsing the inline stylesheet (ms spent). */
  cssParse: number
  /** Compiling and running the inline boot script (ms spent). */
  bootScript: number
  /** The boot posted its hello to the host. */
  hello: number
  /** The parser finished the document. */
  parsed: number
  /** Synchronous font lookups in the browser before Connect's first frame (ms spent). */
  fontLookups: number
  /** Layout before Connect's first frame (ms spent, font lookups included). */
  layout: number
  /** Connect's first frame began on the main thread (the animation frame bench:peers counts). */
  frame: number
  /** Rasterising that frame's tiles (ms spent on raster threads). */
  raster: number
  /**
   * The renderer drew the frame and sent it to the display compositor (which shows it in its next
   * frame: the page's first contentful paint is that presentation).
   */
  drawn: number
}

const MODAL = '//modal.'

const end = (e: TraceEvent) => e.ts + (e.dur ?? 0)
const argsText = (e: TraceEvent) => JSON.stringify(e.args ?? {})

/** The modal's timeline in `events`, or a reason it cannot be read. */
export function modalTimeline(events: TraceEvent[]): ModalTimeline | string {
  const sorted = events.filter((e) => typeof e.ts === 'number' && e.ph !== 'M').sort((a, b) => a.ts - b.ts)
  const start = sorted.find(
    (e) => e.name === 'NavigationRequest::NavigationRequest' && argsText(e).includes(MODAL),
  )
  if (!start) return 'no navigation request for the modal'
  const committed = sorted.find(
    (e) => e.name === 'RenderFrameImpl::didCommitProvisionalLoad' && argsText(e).includes(MODAL),
  )
  if (!committed) return 'the modal never committed'
  const pid = committed.pid
  const main = committed.tid
  const ms = (ts: number) => (ts - start.ts) / 1000
  const after = (ts: number) => sorted.filter((e) => e.ts >= ts)
  const onMain = (e: TraceEvent) => e.pid === pid && e.tid === main
  const first = (list: TraceEvent[], test: (e: TraceEvent) => boolean) => list.find(test)
  const sum = (list: TraceEvent[]) => list.reduce((total, e) => total + (e.dur ?? 0), 0) / 1000

  const response = first(after(start.ts), (e) => e.name === 'NavigationURLLoaderImpl::OnReceiveResponse')
  const commit = first(after(start.ts), (e) => onMain(e) && e.name === 'RenderFrameImpl::CommitNavigation')
  if (!response || !commit) return 'no response or commit'
  const context = first(after(commit.ts), (e) => onMain(e) && e.name === 'LocalWindowProxy::Initialize')
  const hello = first(after(commit.ts), (e) => onMain(e) && e.name === 'DOMWindow::DoPostMessage')
  const parsed = first(after(commit.ts), (e) => onMain(e) && e.name === 'Document::FinishedParsing')
  if (!context || !hello || !parsed) return 'no script context, hello or end of parsing'
  // The boot script closes the body: the first frame after its hello has all of Connect (the
  // parser may yield to it before it finishes the document).
  const frame = first(
    after(hello.ts),
    (e) => onMain(e) && e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X',
  )
  if (!frame) return 'no frame after the hello'
  const activated = first(after(frame.ts), (e) => e.pid === pid && e.name === 'ActivateLayerTree')
  if (!activated) return 'the frame was never activated'
  const drawn = first(
    after(activated.ts),
    (e) => e.pid === pid && e.name === 'ProxyImpl::ScheduledActionDraw',
  )
  if (!drawn) return 'the frame was never drawn'

  const beforeFrame = sorted.filter((e) => onMain(e) && e.ts >= commit.ts && end(e) <= end(frame))
  const bootRun = beforeFrame.filter(
    (e) => e.name === 'HTMLParserScriptRunner::execute' && e.ts <= hello.ts && end(e) >= hello.ts,
  )
  const fontCalls = beforeFrame.filter(
    (e) =>
      e.name === 'FontDataService::MatchFamilyName' ||
      (e.name === 'ScopedBlockingCallWithBaseSyncPrimitives' && argsText(e).includes('font_service_thread')),
  )
  const rasterTasks = sorted.filter(
    (e) => e.pid === pid && e.name === 'RasterTask' && e.ts >= frame.ts && e.ts <= activated.ts,
  )
  return {
    response: ms(response.ts),
    commit: ms(commit.ts),
    context: ms(end(context)),
    cssParse: sum(beforeFrame.filter((e) => e.name === 'CSSParserImpl::parseStyleSheet')),
    bootScript: sum(bootRun),
    hello: ms(hello.ts),
    parsed: ms(end(parsed)),
    fontLookups: sum(fontCalls),
    layout: sum(beforeFrame.filter((e) => e.name === 'LocalFrameView::layout')),
    frame: ms(frame.ts),
    raster: sum(rasterTasks),
    drawn: ms(end(drawn)),
  }
}
