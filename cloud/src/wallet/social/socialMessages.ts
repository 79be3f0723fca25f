/** The texts of a social sign-in bound to another browser; the popup and the frame show them as they are. */
export const socialMessages = {
  /** The popup's page, and the claim of an intent whose callback or finish came from elsewhere. */
  OTHER_BROWSER:
    'This sign-in link was opened in a different browser from the one that started the sign-in, so nobody was signed in. Start again from the app.',
  OTHER_BROWSER_TITLE: 'Nobody was signed in',
  /** The callback page while it asks the wallet frame that started the sign-in for its proof. */
  FINISHING: 'Finishing the sign-in…',
  SIGNED_IN: 'Signed in — you can close this window.',
  /** A sign-in that left its page (Telegram's in-app browser), on its way back there. */
  RETURNING: 'Signed in — taking you back to the app…',
} as const
