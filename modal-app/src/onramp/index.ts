/**
 * Loads the Buy views' chunk. lazyViews imports this one-line chunk first, so the boot code lists
 * only its name, not the chunks the views depend on (each name and index there is boot weight).
 */
export default () => import('./OnRampViews.js')
