// Zod-free, so the early schemas can use it without the full schemas.
/** Largest icon data URI accepted from a wallet's EIP-6963 announcement (bytes of text). */
export const MAX_WALLET_ICON_LENGTH = 200_000
