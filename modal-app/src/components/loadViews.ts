import { createElement } from 'react'

/**
 * Every view but Connect, their table and the switch between them (ViewBody.tsx): one small chunk,
 * fetched once Connect has rendered (in idle time, or as soon as a view or its preload needs it), so
 * the boot chunk carries neither the views' code nor the list of their files.
 */
export const loadViews = () => import('./ViewBody.js').then((views) => (loaded = views))
let loaded: typeof import('./ViewBody.js') | undefined

/** The views chunk if it has arrived, for what is needed at once or not at all (the view cross-fade). */
export const loadedViews = () => loaded

/** A view's code fetched ahead of need, through the views chunk; a fetch that failed is tried again as the view renders. */
export const preloadView = (
  pick: (views: Awaited<ReturnType<typeof loadViews>>) => { preload(): Promise<unknown> },
) =>
  loadViews()
    .then((views) => pick(views).preload())
    .catch(() => undefined)

/** What a view's place shows while its code arrives: the height of a short view, so the card barely moves. */
export const viewPlaceholder = createElement('div', {
  className: 'h-40',
  'aria-busy': true,
  'data-testid': 'view-loading',
})
