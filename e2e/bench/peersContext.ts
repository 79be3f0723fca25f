import type { Browser, BrowserContext } from 'playwright-core'
import { MODAL_WATCH, OBSERVERS } from './peersPageScripts.ts'

/**
 * No internet here: every host but loopback fails name resolution at once, instead of waiting on DNS.
 * A browser flag, not Playwright's request routing: routing turns the HTTP cache off (so no warm visit)
 * and holds every request for a round trip to the bench.
 */
export const offlineArgs = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
]

/** A fresh profile (empty HTTP and code caches) for one cold visit and the warm visits after it. */
export async function benchContext(browser: Browser, ...initScripts: string[]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  for (const script of [OBSERVERS, MODAL_WATCH, ...initScripts]) await context.addInitScript(script)
  return context
}

export type Visit = 'cold' | 'warm'
export const visits: Visit[] = ['cold', 'warm']

/** A cold visit in a fresh context, then a warm one (the same context: HTTP and code caches kept). */
export async function coldThenWarm(
  browser: Browser,
  open: (browser: Browser) => Promise<BrowserContext>,
  visit: (context: BrowserContext, kind: Visit) => Promise<void>,
): Promise<void> {
  const context = await open(browser)
  try {
    for (const kind of visits) await visit(context, kind)
  } finally {
    await context.close()
  }
}
