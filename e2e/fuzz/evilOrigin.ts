import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'

export interface EvilOrigin {
  /** The sender page, e.g. `http://evil.localhost:27176/sender.html`. */
  senderUrl: string
  close(): Promise<void>
}

/**
 * A third origin on loopback (`*.localhost` resolves there in Chromium), serving the sender page
 * and the sender bundle. A different host name from the demo and the modal, so Chromium puts it
 * in its own renderer process, as it would a real third party.
 */
export async function serveEvilOrigin(port: number, senderBundle: string): Promise<EvilOrigin> {
  const page = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'fuzz', 'sender.html'))
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/sender.html')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(page)
    if (path === '/fuzz-sender.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(senderBundle)
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    senderUrl: `http://evil.localhost:${port}/sender.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
