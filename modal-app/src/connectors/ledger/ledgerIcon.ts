// Ledger's mark (the corner brackets), drawn here so the row and the host's wallet info need no fetch.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#000"/>' +
  '<path fill="none" stroke="#fff" stroke-width="2.6" d="M10 16v-6h6M24 10h6v6M30 24v6h-6M16 30h-6v-6M17 17h6v6h-6z"/></svg>'

/** Ledger's icon as a data URL (the Connect row, the view, the account's wallet info). */
export const LEDGER_ICON = `data:image/svg+xml,${encodeURIComponent(svg)}`
