import { loadViews } from '../../components/loadViews.js'
import { preloadable } from '../../components/preloadable.js'

/**
 * The sentence that points to the app's terms (./TermsLinks.tsx), with the views chunk: only apps that
 * give terms show it, and the rich-text code it needs stays out of the boot chunk.
 */
export const LaterTermsLinks = preloadable<Parameters<typeof import('./TermsLinks.js').TermsLinks>[0]>(() =>
  loadViews().then((views) => ({ default: views.TermsLinks })),
)
