import nodemailer from 'nodemailer'
import type { MailText } from './mailTexts.js'

export interface SmtpOptions {
  host: string
  port: number
  /** The sender, e.g. `Airlock <no-reply@airlock.localhost>`. */
  from: string
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  secure?: boolean
  auth?: { user: string; pass: string }
}

export interface Mailer {
  send(to: string, mail: MailText): Promise<void>
  close(): void
}

/** Sends the wallet's emails through the configured SMTP server (the mail sink in development). */
export function createMailer({ host, port, from, secure = false, auth }: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    ...(auth ? { auth } : {}),
    // An email is part of a request the user waits on: fail fast rather than hold it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(to, mail) {
      await transport.sendMail({ from, to, subject: mail.subject, text: mail.text, html: mail.html })
    },
    close: () => transport.close(),
  }
}
