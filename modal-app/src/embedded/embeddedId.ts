/** The embedded wallet's connector id (spec section 3's ID_AUTH type). */
export const EMBEDDED_ID = 'ID_AUTH'

/** The embedded wallet's code (and the frame protocol's schemas) loads on first use, not with Connect. */
export const loadEmbedded = () => import('./embeddedWallet.js')
