/** One email as the mailer sends it. */
export interface MailText {
  subject: string
  text: string
  html: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')

/** The device-approval email: one link, valid once, for the browser that asked. */
export function verifyDeviceMail(link: string, validMinutes: number): MailText {
  const lines = [
    'Someone is signing in to Airlock with this email on a new device.',
    `If it was you, approve the device within ${validMinutes} minutes by opening this link:`,
  ]
  const after = 'If it was not you, ignore this email: nothing happens without the link.'
  return {
    subject: 'Approve this device to sign in to Airlock',
    text: `${lines.join('\n')}\n${link}\n\n${after}\n`,
    html: `${paragraphs(lines)}\n<p><a href="${escapeHtml(link)}">Approve this device</a></p>\n${paragraphs([after])}`,
  }
}

/** A one-time code; `why` says what it confirms (a sign-in, an email change). */
export function otpMail(code: string, why: string, validMinutes: number): MailText {
  const lines = [
    `Your Airlock code to ${why} is ${code}.`,
    `It expires in ${validMinutes} minutes. Never share it: Airlock never asks for it.`,
  ]
  return { subject: `Your Airlock code: ${code}`, text: `${lines.join('\n')}\n`, html: paragraphs(lines) }
}
