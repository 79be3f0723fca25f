import { msg } from '../i18n/t.js'

/**
 * Why a Solana transfer cannot be built, as buildSolanaTransfer throws it. The fee estimate's error
 * reaches the Send form, which says these in the visitor's language (send/sendFee.ts); the error
 * itself keeps the English, for the logs. Its own module, free of web3.js, so the form can read it.
 */
export const solanaTransferErrors = {
  insufficientFunds: msg('Insufficient Funds'),
  notTokenMint: msg('Not an SPL Token mint'),
  receiverIsTokenAccount: msg('The receiver is a token account, not a wallet'),
  receiverOtherMint: msg("The receiver's token account is not one of this mint"),
  blockhashExpired: msg('The blockhash expired before the fee was known'),
} as const
