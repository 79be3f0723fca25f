/**
 * A wallet's link carrying the pairing URI, the way wallets expect it: native schemes as
 * `scheme://wc?uri=...`, universal and web links as `https://host/path/wc?uri=...`.
 */
export function formatWalletLink(link: string, uri: string): string | undefined {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(link)) return `${link.replace(/\/+$/, '')}/wc?uri=${encoded}`
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?/i.exec(link)
  if (!scheme || /^(javascript|data|file|vbscript|blob)$/i.test(scheme[1] as string)) return undefined
  // 'rainbow:', 'metamask://' and 'trust://open' all become '<scheme>://[path/]wc?uri='.
  const rest = link.slice(scheme[0].length).replace(/\/+$/, '')
  return `${scheme[1]}://${rest ? `${rest}/` : ''}wc?uri=${encoded}`
}

/** Phones and tablets: deep links instead of QR codes (spec section 2, mobile rules). */
export const isMobile = () =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches && innerWidth < 768
