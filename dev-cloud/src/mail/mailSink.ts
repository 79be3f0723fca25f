import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { json } from '../serverKit.js'
import { mailSinkPage } from './mailSinkPage.js'

/** One message the sink received. */
export interface SinkMessage {
  /** Increasing from 1: `waitForMessage({ afterId })` skips what a test saw already. */
  id: number
  to: string
  subject: string
  text: string
  html: string
  /** ISO 8601 */
  receivedAt: string
}

export interface MailSinkOptions {
  /** SMTP port (0: any free one). */
  port: number
  /** HTTP port of the mailbox page and `/messages.json` (0: any free one). */
  httpPort: number
  /** Messages kept, oldest dropped first. */
  keep?: number
}

export interface RunningMailSink {
  smtpPort: number
  /** The mailbox page; `${httpUrl}/messages.json` for tests. */
  httpUrl: string
  /** Newest first. */
  messages(): SinkMessage[]
  /** Resolves with the first message after `afterId` that matches, as soon as it arrives. */
  waitForMessage(
    match: (message: SinkMessage) => boolean,
    options?: { afterId?: number; timeoutMs?: number },
  ): Promise<SinkMessage>
  close(): Promise<void>
}

/**
 * The development SMTP server: accepts every message on loopback (no TLS, no auth), keeps the last
 * `keep` in memory and shows them at `GET /` (and `GET /messages.json`). Never for production.
 */
export async function startMailSink({
  port,
  httpPort,
  keep = 200,
}: MailSinkOptions): Promise<RunningMailSink> {
  const stored: SinkMessage[] = []
  const waiters = new Set<(message: SinkMessage) => void>()
  let nextId = 1

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    // close() waits this long for clients that still hold a connection.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const message: SinkMessage = {
          id: nextId++,
          // The envelope says who it was delivered to, whatever the headers claim.
          to: session.envelope.rcptTo.map((r) => r.address).join(', '),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          receivedAt: new Date().toISOString(),
        }
        stored.push(message)
        if (stored.length > keep) stored.shift()
        for (const waiter of waiters) waiter(message)
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(port, '127.0.0.1', () => resolve())
  })
  const newestFirst = () => [...stored].reverse()

  const http = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://sink').pathname
    if (request.method !== 'GET') return json(response, 405, { message: 'Method not allowed' })
    if (path === '/messages.json') return json(response, 200, newestFirst())
    if (path !== '/') return json(response, 404, { message: 'Not found' })
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'referrer-policy': 'no-referrer',
    })
    response.end(mailSinkPage(newestFirst()))
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(httpPort, '127.0.0.1', () => resolve())
  })

  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    messages: newestFirst,
    waitForMessage(match, { afterId = 0, timeoutMs = 10_000 } = {}) {
      const found = stored.find((m) => m.id > afterId && match(m))
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`No matching email within ${timeoutMs} ms`))
        }, timeoutMs)
        const waiter = (message: SinkMessage) => {
          if (message.id <= afterId || !match(message)) return
          clearTimeout(timer)
          waiters.delete(waiter)
          resolve(message)
        }
        waiters.add(waiter)
      })
    },
    async close() {
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    },
  }
}
