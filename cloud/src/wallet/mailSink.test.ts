import { type RunningMailSink, type SinkMessage, startMailSink } from '@airlock/dev-cloud'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, type Mailer } from './mailer.js'
import { otpMail, verifyDeviceMail } from './mailTexts.js'

let sink: RunningMailSink
let mailer: Mailer
beforeAll(async () => {
  sink = await startMailSink({ port: 0, httpPort: 0, keep: 3 })
  mailer = createMailer({
    host: '127.0.0.1',
    port: sink.smtpPort,
    from: 'Airlock <no-reply@airlock.localhost>',
  })
})
afterAll(async () => {
  mailer.close()
  await sink.close()
})

describe('mail sink', () => {
  it('receives what the mailer sends and shows it newest first', async () => {
    await mailer.send('first@example.com', otpMail('123456', 'sign in', 10))
    await mailer.send(
      'second@example.com',
      verifyDeviceMail('http://wallet.localhost:5175/api/x?token=a&b=1', 15),
    )
    const messages = (await (await fetch(`${sink.httpUrl}/messages.json`)).json()) as SinkMessage[]
    expect(messages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com'])
    expect(messages[1]).toMatchObject({
      subject: 'Your Airlock code: 123456',
      text: expect.stringContaining('Your Airlock code to sign in is 123456.'),
      html: expect.stringContaining('<p>'),
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    const page = await fetch(`${sink.httpUrl}/`)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('first@example.com'))
    // The approval link is clickable, and its text is escaped.
    expect(html).toContain('<a href="http://wallet.localhost:5175/api/x?token=a&#38;b=1"')
  })

  it('escapes what a message says and keeps only the newest', async () => {
    await mailer.send('x@example.com', {
      subject: '<script>alert(1)</script>',
      text: '<img src=x>',
      html: '',
    })
    await mailer.send('y@example.com', otpMail('654321', 'sign in', 10))
    expect(sink.messages().map((m) => m.to)).toEqual(['y@example.com', 'x@example.com', 'second@example.com'])
    const html = await (await fetch(`${sink.httpUrl}/`)).text()
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x>')
  })

  it('waits for a message that has not arrived yet', async () => {
    const last = sink.messages()[0]?.id ?? 0
    const waiting = sink.waitForMessage((m) => m.to === 'late@example.com', { afterId: last })
    await mailer.send('late@example.com', otpMail('000111', 'sign in', 10))
    expect((await waiting).subject).toBe('Your Airlock code: 000111')
  })
})
