import type { CodePurpose } from './codeStore.js'
import { otpMail } from './mailTexts.js'
import type { WalletContext } from './walletContext.js'

/** Issues a one-time code for (purpose, subject) and emails it to `to`; false when the email failed. */
export async function sendCode(
  context: WalletContext,
  purpose: CodePurpose,
  subject: string,
  to: string,
  why: string,
): Promise<boolean> {
  const code = await context.codes.issue(purpose, subject)
  return context.mail(to, otpMail(code, why, Math.round(context.limits.otpTtlMs / 60_000)))
}
