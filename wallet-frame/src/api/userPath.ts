/**
 * The signed-in user on the frame's chain: on a smart-account chain the service answers the preferred
 * account (and both accounts), elsewhere the EOA. A chain that is not a number (a Solana id) asks for
 * the user as it is.
 */
export function userPath(chainId: number | string): string {
  const id = Number(chainId)
  return Number.isSafeInteger(id) && id > 0 ? `/api/user?chainId=${id}` : '/api/user'
}

/** The frame's chain as the service's routes take it, or nothing for a chain that is not a number. */
export function chainBody(chainId: number | string): { chainId?: number } {
  const id = Number(chainId)
  return Number.isSafeInteger(id) && id > 0 ? { chainId: id } : {}
}
