import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { refuseUpgrade } from './refuseUpgrade.js'

/** What `refuseUpgrade` writes on a socket, once it has ended it. */
async function refusal(status: number, message: string): Promise<string> {
  const socket = new PassThrough()
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => socket.once('end', resolve))
  refuseUpgrade(socket, status, message)
  await ended
  return Buffer.concat(chunks).toString('utf8')
}

describe('refuseUpgrade', () => {
  it('answers a plain HTTP error with a { message } JSON body, and ends the connection', async () => {
    const [head, body = ''] = (await refusal(403, 'Unauthorized: origin not allowed')).split('\r\n\r\n')
    expect(head?.split('\r\n')).toEqual([
      'HTTP/1.1 403 Forbidden',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ])
    expect(JSON.parse(body)).toEqual({ message: 'Unauthorized: origin not allowed' })
  })

  it('names a status Node does not know as an error', async () => {
    expect(await refusal(499, 'Gone away')).toMatch(/^HTTP\/1\.1 499 Error\r\n/)
  })
})
