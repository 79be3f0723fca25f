import type { BrowserContext, Dialog, Frame, Page } from 'playwright-core'

export interface SideEffects {
  /** Must stay empty: new pages, navigations of the watched frames, dialogs, downloads. */
  list: string[]
  stop(): void
}

/**
 * Records what an attack could do besides changing state: open a page, navigate one of `frames`,
 * raise a dialog or start a download in one of `pages`. Dialogs are dismissed as well as recorded:
 * one left open would block its page and stall the run.
 */
export function watchSideEffects(context: BrowserContext, pages: Page[], frames: Frame[]): SideEffects {
  const list: string[] = []
  const onPage = (other: Page) => list.push(`new page ${other.url() || '(blank)'}`)
  const onNavigated = (frame: Frame) => {
    if (frames.includes(frame)) list.push(`navigation of ${frame.url()}`)
  }
  const onDialog = (dialog: Dialog) => {
    list.push(`${dialog.type()} dialog in ${dialog.page()?.url() ?? 'a page'}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => undefined)
  }
  const onDownload = () => list.push('download')
  context.on('page', onPage)
  for (const page of pages) {
    page.on('framenavigated', onNavigated)
    page.on('dialog', onDialog)
    page.on('download', onDownload)
  }
  return {
    list,
    stop() {
      context.off('page', onPage)
      for (const page of pages) {
        page.off('framenavigated', onNavigated)
        page.off('dialog', onDialog)
        page.off('download', onDownload)
      }
    },
  }
}
