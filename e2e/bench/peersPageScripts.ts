/**
 * What the peer bench runs inside the pages. Strings, not functions: tsx would add helpers (__name)
 * the page does not have.
 */

/** Every frame of every visit: long tasks and the first input's delay (host), and the clicks on Connect. */
export const OBSERVERS = `
  window.__perf = { longtasks: [], firstInput: null, connectClickAt: null, handshakeAt: null, frameShownAt: null };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.longtasks.push([e.startTime, e.duration]) })
      .observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (window.__perf.firstInput === null) window.__perf.firstInput = e.processingStart - e.startTime })
      .observe({ type: 'first-input', buffered: true });
  } catch {}
  // Airlock: the modal's ready message, which the host answers with the ports in the same task.
  addEventListener('message', (e) => {
    if (window.__perf.handshakeAt === null && e.data && e.data.type === 'airlock:ready' && String(e.origin).includes('//modal.')) window.__perf.handshakeAt = performance.now()
  }, true);
  // Airlock: the host frame that first shows the modal's iframe (opacity 1), as OPEN_AIRLOCK_HOST times
  // a plain open(). Watched on the iframe alone once it is in, not on the host's whole document.
  if (location.pathname.includes('/airlock-')) new MutationObserver((_, found) => {
    const frame = document.querySelector('iframe[data-airlock-frame]');
    if (!frame) return;
    found.disconnect();
    new MutationObserver((_, shown) => {
      if (frame.style.opacity !== '1') return;
      shown.disconnect();
      requestAnimationFrame(() => { window.__perf.frameShownAt = performance.now() });
    }).observe(frame, { attributes: true, attributeFilter: ['style'] });
  }).observe(document, { childList: true, subtree: true });
  // A trusted click's timeStamp is when the browser got the input, before any wait for the main thread.
  addEventListener('click', (e) => {
    if (window.__perf.connectClickAt === null && e.isTrusted && e.target.closest && e.target.closest('#connect')) window.__perf.connectClickAt = e.timeStamp
  }, true);
`

/**
 * Inside Airlock's modal frame only: when the dialog holding the Connect view with its first wallet row
 * is first painted (hidden until open: what open() shows at once), on the shared clock (timeOrigin +
 * now), to compare with the host's.
 */
export const MODAL_WATCH = `
  if (location.hostname.startsWith('modal.')) {
    const w = (window.__airlockBench = { connectAt: null });
    const abs = () => performance.timeOrigin + performance.now();
    const check = () => {
      const card = document.querySelector('[data-testid="airlock-modal"]');
      const row = card && card.querySelector('[data-testid="walletconnect"], [data-testid="wallet-row"]');
      if (!row) return;
      // Painted, not only in the DOM: the frame after the row appears (a busy main thread delays it).
      if (card.getAttribute('data-view') !== 'Connect') return;
      w.connectAt = -1;
      requestAnimationFrame(() => { w.connectAt = abs() });
      watcher.disconnect();
    };
    const watcher = new MutationObserver(check);
    watcher.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-view'] });
  }
`

/**
 * The ready probe (same-document modals): from the first frame the Connect button is on screen, a
 * click on it every animation frame until the library's dialog is visible (the same test as open()
 * to dialog), then the time of the next frame. Clicks a library ignores cost it nothing.
 */
export const READY_PROBE = `
  if (!location.hostname.startsWith('modal.')) {
    window.__probe = { firstClickAt: null, clicks: 0, dialogAt: null };
    const p = window.__probe;
    const tick = () => {
      const probe = window.__bench && window.__bench.probe;
      if (probe && probe().dialog) return requestAnimationFrame(() => { p.dialogAt = performance.now() });
      if (performance.now() > 20000) return;
      const button = document.querySelector('#connect');
      if (button && button.getBoundingClientRect().width > 0) {
        if (p.firstClickAt === null) p.firstClickAt = performance.now();
        p.clicks++;
        button.click();
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }
`

/** Any document: when its first performance entry named \`name\` happened (ms since the epoch), or null. */
export const entryAt = (name: string) => `(() => {
  const entry = performance.getEntriesByName(${JSON.stringify(name)})[0];
  return entry ? performance.timeOrigin + entry.startTime : null;
})()`

/** Host page: the Connect button's centre once it is laid out, and when that was seen (rAF polling). */
export const CONNECT_VISIBLE = `(() => {
  const b = document.querySelector('#connect');
  const r = b && b.getBoundingClientRect();
  return r && r.width > 0 ? { x: r.x + r.width / 2, y: r.y + r.height / 2, at: performance.now() } : null;
})()`

/** Same-document modals: resolves at the frame after the dialog is visible (ms since navigation), null after 5 s. */
export const DIALOG_IN_PAGE = `new Promise((resolve) => {
  const t0 = performance.now();
  const check = () => {
    const probe = window.__bench && window.__bench.probe;
    if (probe && probe().dialog) return requestAnimationFrame(() => resolve(performance.now()));
    if (performance.now() - t0 > 5000) return resolve(null);
    requestAnimationFrame(check);
  };
  check();
})`

/** Same-document modals: from open() to the dialog and the first wallet row on screen (a frame after they appear). */
export const OPEN_IN_PAGE = `new Promise((resolve) => {
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
export const OPEN_AIRLOCK_HOST = `new Promise((resolve) => {
  const a = window.__bench.appKit
  const t0 = performance.now()
  const stop = a.subscribeState((s) => {
    if (!s.open) return
    stop()
    requestAnimationFrame(() => resolve({ t0, t0Abs: performance.timeOrigin + t0, dialog: performance.now() - t0 }))
  })
  window.__bench.open()
})`

/**
 * Airlock, inside the modal frame: when the dialog's first wallet row is painted, on the shared clock.
 * The dialog stays rendered (and opaque) while the frame is hidden, so a row already there is on screen
 * in the frame that shows the dialog: the caller takes the later of the two.
 */
export const ROW_IN_FRAME = `new Promise((resolve) => {
  const start = performance.now()
  const check = () => {
    const row = document.querySelector('[data-testid="airlock-modal"] [data-testid="walletconnect"], [data-testid="airlock-modal"] [data-testid="wallet-row"]')
    if (row) return requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))
    if (performance.now() - start > 15000) return resolve(null)
    requestAnimationFrame(check)
  }
  check()
})`
