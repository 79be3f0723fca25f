/** The embedded wallet's connector id (spec section 3's ID_AUTH type); its code loads on first use. */
export const EMBEDDED_ID = 'ID_AUTH'
