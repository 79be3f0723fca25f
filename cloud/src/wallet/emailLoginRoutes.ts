import type { ServerResponse } from 'node:http'
import { formatRetryAfterMessage } from '@airlock/shared-protocol/constants'
import * as z from 'zod'
import { json } from '../http/respond.js'
import { clearCookie, cookieNames, cookieOf, setCookie } from './cookies.js'
import { htmlPage } from './htmlPage.js'
import { spendEmailBudgets } from './mailBudget.js'
import { verifyDeviceMail } from './mailTexts.js'
import { readJsonBody } from './readJsonBody.js'
import { sendCode } from './sendCode.js'
import type { WalletContext, WalletHandler } from './walletContext.js'
import { normalizeEmail } from './walletEmail.js'
import { codeRefusals, walletMessages } from './walletMessages.js'
import { addCookie, startSession } from './walletSession.js'
import { walletUserOn } from './walletUserOn.js'

const EmailBody = z.strictObject({ email: z.string().max(320) })
const OtpBody = z.strictObject({ email: z.string().max(320), otp: z.string().max(32) })

/** The normalised email of a body, or undefined after answering 400 'Invalid email'. */
function emailOrRefuse(response: ServerResponse, value: string): string | undefined {
  const email = normalizeEmail(value)
  if (!email) json(response, 400, { message: walletMessages.INVALID_EMAIL })
  return email
}

const mailFailed = (response: ServerResponse) => json(response, 502, { message: walletMessages.MAIL_FAILED })

/**
 * `POST /api/email/connect {email}`: a known device gets a code (VERIFY_OTP); an unknown one gets an
 * approval link by email and a pending cookie that binds the approval to this browser (VERIFY_DEVICE).
 */
export const connectEmail: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.bodyBytes, EmailBody)
  if (!body) return
  const email = emailOrRefuse(response, body.email)
  if (!email) return
  const key = `login:${email}`
  const wait = await spendEmailBudgets(request, context, key)
  if (wait > 0)
    return json(response, 429, { message: formatRetryAfterMessage(wait) }, { 'retry-after': String(wait) })

  if (await context.devices.isKnown(cookieOf(request, cookieNames.device), email)) {
    if (!(await sendCode(context, 'login', email, email, 'sign in'))) {
      await context.throttle.release(key)
      return mailFailed(response)
    }
    return json(response, 200, { action: 'VERIFY_OTP' })
  }
  const { linkToken, browserToken } = await context.devices.request(email)
  const link = `${context.publicUrl}/api/email/verify-device?token=${linkToken}`
  const minutes = Math.round(context.limits.deviceLinkTtlMs / 60_000)
  if (!(await context.mail(email, verifyDeviceMail(link, minutes)))) {
    await context.throttle.release(key)
    return mailFailed(response)
  }
  addCookie(response, setCookie(cookieNames.pending, browserToken, context.limits.deviceLinkTtlMs))
  json(response, 200, { action: 'VERIFY_DEVICE' })
}

/**
 * `POST /api/email/await-device {email}`, polled by the frame: once the link was opened, this
 * browser becomes a known device for the email (device cookie) and a code is sent (VERIFY_OTP).
 */
export const awaitDevice: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.bodyBytes, EmailBody)
  if (!body) return
  const email = emailOrRefuse(response, body.email)
  if (!email) return
  const state = await context.devices.claim(cookieOf(request, cookieNames.pending), email)
  if (state === 'missing') return json(response, 400, { message: walletMessages.DEVICE_REQUEST_GONE })
  if (state === 'waiting') return json(response, 200, { action: 'VERIFY_DEVICE' })
  const device = await context.devices.trust(cookieOf(request, cookieNames.device), email)
  addCookie(response, setCookie(cookieNames.device, device, context.limits.deviceTtlMs))
  addCookie(response, clearCookie(cookieNames.pending))
  // The device stays known even when this email fails: connecting again sends a code directly.
  if (!(await sendCode(context, 'login', email, email, 'sign in'))) return mailFailed(response)
  json(response, 200, { action: 'VERIFY_OTP' })
}

/** `POST /api/email/otp {email, otp}`: a right code from a known device signs in (the user is created on first login). */
export const verifyLoginOtp: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.bodyBytes, OtpBody)
  if (!body) return
  const email = emailOrRefuse(response, body.email)
  if (!email) return
  // The code is worth something only on the browser it was sent for.
  if (!(await context.devices.isKnown(cookieOf(request, cookieNames.device), email)))
    return json(response, 403, { message: walletMessages.DEVICE_NOT_VERIFIED })
  const otp = body.otp.trim()
  if (!/^\d{6}$/.test(otp)) return json(response, 400, { message: codeRefusals.wrong })
  // A first login's key is sealed before its code is spent: a key service that does not answer
  // (503) leaves the code good for the next try.
  const known = await context.users.byEmail(email)
  const key = known ? undefined : await context.users.newKey()
  const check = await context.codes.check('login', email, otp)
  if (check !== 'ok') return json(response, 400, { message: codeRefusals[check] })
  const user = known ?? (await context.users.findOrCreate(email, key))
  await startSession(response, context, user.id)
  json(response, 200, await walletUserOn(context, user))
}

/**
 * `GET /api/email/verify-device?token=` from the email, a top-level navigation (no Origin): its
 * single-use unguessable token is its only authority, and it never touches the frame's cookies.
 */
export async function verifyDevice(url: URL, response: ServerResponse, context: WalletContext) {
  const token = url.searchParams.get('token') ?? ''
  if (!/^[A-Za-z0-9_-]{43}$/.test(token) || !(await context.devices.approve(token))) {
    return htmlPage(
      response,
      400,
      'Link not valid',
      'This link was already used or has expired. Start again from the app.',
    )
  }
  htmlPage(response, 200, 'Device approved', 'Device approved, return to the app.')
}
