const COOKIE = 'airlock_wk'
const KEY_BYTES = 32

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/**
 * The modal's own AES-GCM key for what it keeps in the host page's storage. It lives in a cookie
 * of the modal origin (`Partitioned`, the one kind of storage a third-party frame keeps here;
 * see FACTS.md), which no script of the host page can read; the host holds only ciphertext. Where a
 * browser keeps no cookie at all, a fresh key per page load: sealed entries then do not outlive the
 * page, which loses a WalletConnect session on reload but never leaks it.
 */
export async function loadWrappingKey(doc: Document = document): Promise<CryptoKey> {
  let bytes = fromBase64Url(readCookie(doc, COOKIE) ?? '')
  if (bytes?.length !== KEY_BYTES) {
    bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES))
    doc.cookie = `${COOKIE}=${toBase64Url(bytes)}; Secure; SameSite=None; Partitioned; Path=/; Max-Age=31536000`
  }
  // Not extractable: from here on the key bytes exist only inside WebCrypto.
  return crypto.subtle.importKey('raw', bytes as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ])
}
