import { formatRetryAfterMessage } from '@airlock/shared-protocol/constants'
import * as z from 'zod'
import { json } from '../http/respond.js'
import { spendEmailBudgets } from './mailBudget.js'
import { readJsonBody } from './readJsonBody.js'
import { sendCode } from './sendCode.js'
import type { WalletHandler } from './walletContext.js'
import { normalizeEmail } from './walletEmail.js'
import { codeRefusals, walletMessages } from './walletMessages.js'
import { sessionUser } from './walletSession.js'
import { walletUserOn } from './walletUserOn.js'

const UpdateBody = z.strictObject({ newEmail: z.string().max(320) })
const OtpBody = z.strictObject({ otp: z.string().max(32) })
const subjectOf = (userId: number) => `user:${userId}`
const isCode = (otp: string) => /^\d{6}$/.test(otp)

/** `POST /api/email/update {newEmail}`: the current address must confirm first (VERIFY_PRIMARY_OTP). */
export const startEmailUpdate: WalletHandler = async (request, response, context) => {
  const user = await sessionUser(request, response, context)
  if (!user) return
  // No current address to confirm the change from (a social login without email).
  if (user.email === undefined) return json(response, 400, { message: walletMessages.NO_EMAIL })
  const email = user.email
  const body = await readJsonBody(request, response, context.limits.bodyBytes, UpdateBody)
  if (!body) return
  const newEmail = normalizeEmail(body.newEmail)
  if (!newEmail) return json(response, 400, { message: walletMessages.INVALID_EMAIL })
  if (newEmail === email) return json(response, 400, { message: walletMessages.SAME_EMAIL })
  if (await context.users.byEmail(newEmail))
    return json(response, 409, { message: walletMessages.EMAIL_IN_USE })
  const key = `update:${user.id}`
  const wait = await spendEmailBudgets(request, context, key)
  if (wait > 0)
    return json(response, 429, { message: formatRetryAfterMessage(wait) }, { 'retry-after': String(wait) })
  await context.emailUpdates.start(user.id, newEmail)
  if (!(await sendCode(context, 'update-primary', subjectOf(user.id), email, 'change your email'))) {
    await context.throttle.release(key)
    return json(response, 502, { message: walletMessages.MAIL_FAILED })
  }
  json(response, 200, { action: 'VERIFY_PRIMARY_OTP' })
}

/**
 * One step of an email change: the session's user, the change pending at `stage`, and that stage's code
 * checked; otherwise the refusal is answered and nothing is returned.
 */
async function confirmStage(
  request: Parameters<WalletHandler>[0],
  response: Parameters<WalletHandler>[1],
  context: Parameters<WalletHandler>[2],
  stage: 'primary' | 'secondary',
) {
  const user = await sessionUser(request, response, context)
  if (!user) return undefined
  const body = await readJsonBody(request, response, context.limits.bodyBytes, OtpBody)
  if (!body) return undefined
  const pending = await context.emailUpdates.pending(user.id)
  if (pending?.stage !== stage) return void json(response, 400, { message: walletMessages.NO_EMAIL_UPDATE })
  const otp = body.otp.trim()
  const check = isCode(otp) ? await context.codes.check(`update-${stage}`, subjectOf(user.id), otp) : 'wrong'
  if (check !== 'ok') return void json(response, 400, { message: codeRefusals[check] })
  return { user, pending }
}

/** `POST /api/email/update/primary {otp}`: the current address confirmed; the new one gets a code. */
export const confirmPrimaryEmail: WalletHandler = async (request, response, context) => {
  const confirmed = await confirmStage(request, response, context, 'primary')
  if (!confirmed) return
  const { user, pending } = confirmed
  // A request racing this one (another node) restarted or advanced the change: this one stops here.
  if (!(await context.emailUpdates.advance(user.id, pending.newEmail)))
    return json(response, 400, { message: walletMessages.NO_EMAIL_UPDATE })
  const sent = await sendCode(
    context,
    'update-secondary',
    subjectOf(user.id),
    pending.newEmail,
    'confirm your new email',
  )
  if (!sent) return json(response, 502, { message: walletMessages.MAIL_FAILED })
  json(response, 200, { action: 'VERIFY_SECONDARY_OTP' })
}

/** `POST /api/email/update/secondary {otp}`: the new address confirmed; it becomes the user's email. */
export const confirmSecondaryEmail: WalletHandler = async (request, response, context) => {
  const confirmed = await confirmStage(request, response, context, 'secondary')
  if (!confirmed) return
  const { user, pending } = confirmed
  if (!(await context.emailUpdates.finish(user.id, pending.newEmail)))
    return json(response, 400, { message: walletMessages.NO_EMAIL_UPDATE })
  // Checked again here: another user may have taken the address since the change started.
  if (!(await context.users.changeEmail(user.id, pending.newEmail)))
    return json(response, 409, { message: walletMessages.EMAIL_IN_USE })
  json(response, 200, await walletUserOn(context, { ...user, email: pending.newEmail }))
}
