import { createElement } from 'react'

/**
 * Every view but Connect, their table and the switch between them (ViewBody.tsx): one small chunk,
 * fetched once Connect has rendered (in idle time, or as soon as a view or its preload needs it), so
 * the boot chunk carries neither the views' code nor the list of their files.
 */
export const loadViews = () => import('./ViewBody.js')

/** What a view's place shows while its code arrives: the height of a short view, so the card barely moves. */
export const viewPlaceholder = createElement('div', {
  className: 'h-40',
  'aria-busy': true,
  'data-testid': 'view-loading',
})
