/**
 * The paths of the routes the modal calls before its first paint, apart from their schemas: the
 * boot chunk imports these without zod (the route declarations use the same constants).
 */
export const WALLETS_PATH = '/getWallets'
export const ANALYTICS_CONFIG_PATH = '/getAnalyticsConfig'
export const EVENTS_PATH = '/e'
