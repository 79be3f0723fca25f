import { type ClientOptions, WebSocket } from 'ws'

/** A handshake's outcome: the open socket, or the HTTP status and `{ message }` it was refused with. */
export type Handshake = { socket: WebSocket } | { status: number; message: string }

/** Opens a socket: the open socket, or the HTTP status and message the handshake was refused with. */
export function openSocket(url: string, options: ClientOptions = {}): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options)
    socket.once('open', () => resolve({ socket }))
    socket.once('error', reject)
    socket.once('unexpected-response', (request, response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => {
        request.destroy()
        resolve({
          status: response.statusCode ?? 0,
          message: (JSON.parse(body) as { message: string }).message,
        })
      })
    })
  })
}

/** The open socket, or a failure naming why the handshake was refused. */
export async function openedSocket(url: string, options: ClientOptions = {}): Promise<WebSocket> {
  const handshake = await openSocket(url, options)
  if ('socket' in handshake) return handshake.socket
  throw new Error(`handshake refused: ${handshake.status} ${handshake.message}`)
}
