/** The CAIP-2 chain and plain address of a CAIP-10 token. */
export function splitCaip10(caip10: string): { chain: string; address: `0x${string}` } {
  const at = caip10.lastIndexOf(':')
  return { chain: caip10.slice(0, at), address: caip10.slice(at + 1) as `0x${string}` }
}
