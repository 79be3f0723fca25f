import { request } from 'node:http'

export interface PostAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

/**
 * Tests and benches: a JSON POST sent from `localAddress`, so the server sees another client address.
 * On Linux every 127.x.y.z is loopback, so `127.0.0.2`, `127.0.0.3`, ... are distinct clients.
 */
export function postFrom(
  url: string,
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PostAnswer> {
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          let parsed: unknown = raw
          try {
            parsed = JSON.parse(raw)
          } catch {}
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed })
        })
      },
    )
    sent.on('error', reject)
    sent.end(text)
  })
}
