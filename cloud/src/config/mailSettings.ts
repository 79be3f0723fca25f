import { z } from 'zod'
import { defineSetting } from './defineSetting.js'
import { flagKind, portKind, textKind } from './settingKinds.js'

const transport = defineSetting({
  env: 'AIRLOCK_MAIL',
  schema: z.enum(['sink', 'smtp']),
  fallback: 'sink',
  doc: 'sink: the local mail sink and its mailbox page keep every email; smtp: sent through AIRLOCK_SMTP_*',
  refuseInProduction: (value) =>
    value === 'sink'
      ? 'the mail sink shows every login code on a page and never delivers; set smtp and AIRLOCK_SMTP_HOST'
      : undefined,
})

/** The embedded wallet's email (area `mail` of the file). */
export const mailSettings = {
  transport,
  smtpHost: defineSetting({
    env: 'AIRLOCK_SMTP_HOST',
    schema: textKind,
    fallback: '127.0.0.1',
    doc: 'SMTP server (with smtp)',
    refuseInProduction: (host, _source, read) =>
      read(transport) === 'smtp' && (host === '127.0.0.1' || host === 'localhost')
        ? 'the SMTP host is the local mail sink; set your mail provider'
        : undefined,
  }),
  smtpPort: defineSetting({
    env: 'AIRLOCK_SMTP_PORT',
    schema: portKind,
    fallback: 2525,
    doc: "SMTP port (the sink's under sink)",
  }),
  smtpSecure: defineSetting({
    env: 'AIRLOCK_SMTP_SECURE',
    schema: flagKind,
    fallback: false,
    doc: 'TLS from the first byte (port 465); otherwise STARTTLS when offered',
  }),
  smtpUser: defineSetting({
    env: 'AIRLOCK_SMTP_USER',
    schema: textKind.optional(),
    fallback: undefined,
    doc: 'SMTP user',
  }),
  smtpPassword: defineSetting({
    env: 'AIRLOCK_SMTP_PASSWORD',
    schema: textKind.optional(),
    fallback: undefined,
    secret: true,
    doc: 'SMTP password',
  }),
  from: defineSetting({
    env: 'AIRLOCK_MAIL_FROM',
    schema: textKind,
    fallback: 'Airlock <login@wallet.localhost>',
    doc: 'Sender of login codes and links',
  }),
  mailboxPort: defineSetting({
    env: 'AIRLOCK_MAILBOX_PORT',
    schema: portKind,
    fallback: 5177,
    doc: "The mail sink's mailbox page (with sink)",
  }),
}
