/**
 * Standard base64 (with padding), how transactions cross the frame boundary and WalletConnect.
 * atob/btoa exist in every browser and in Node, so neither side needs Buffer.
 */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** The bytes of a base64 text; throws on anything that is not base64. */
export function decodeBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4) throw new Error('Invalid base64')
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}
