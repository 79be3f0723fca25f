/** The embedded wallet's login flows (and the frame protocol's schemas) load on first use, not with Connect. */
export const loadEmbedded = () => import('./embeddedWallet.js')
