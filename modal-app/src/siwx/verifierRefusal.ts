import { userMessages } from '@airlock/shared-protocol'

/**
 * What a sign-in says when the app's verifier (viem's check on the chain, or the app's own
 * verifyMessage or session store) refuses a signature the wallet did give. A smart account's
 * signature is a contract's (EIP-1271/6492), which a verifier that only recovers EOA signatures
 * refuses: spec section 8 says so instead of the verifier's words.
 */
export function verifierRefusal(message: string, smartAccount: boolean): string {
  return smartAccount ? userMessages.SMART_ACCOUNT_SIGN_FAILED : message
}
