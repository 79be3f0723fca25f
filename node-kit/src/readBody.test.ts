import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readBody } from './readBody.js'

const limit = 16

/** A request whose body comes in `chunks`, announcing `contentLength` when given (else as if chunked). */
function request(chunks: (string | Buffer)[], contentLength?: number) {
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk)))
  const read = { chunks: 0 }
  stream.on('data', () => read.chunks++)
  const headers = contentLength === undefined ? {} : { 'content-length': String(contentLength) }
  return { message: Object.assign(stream, { headers }) as unknown as IncomingMessage, read }
}

describe('readBody', () => {
  it('reads a body up to the limit, decoding UTF-8 across chunks', async () => {
    expect(await readBody(request(['0123456789', 'abcdef']).message, limit)).toBe('0123456789abcdef')
    const euro = Buffer.from('€')
    expect(await readBody(request([euro.subarray(0, 1), euro.subarray(1)]).message, limit)).toBe('€')
    expect(await readBody(request([]).message, limit)).toBe('')
  })

  it('refuses a body announced larger than the limit, before reading any of it', async () => {
    const { message, read } = request(['x'], limit + 1)
    expect(await readBody(message, limit)).toBeUndefined()
    expect(read.chunks).toBe(0)
  })

  it('refuses a body sent larger than the limit, reading no further', async () => {
    const { message, read } = request(['0123456789', '0123456789', 'never read'])
    expect(await readBody(message, limit)).toBeUndefined()
    expect(read.chunks).toBe(2)
  })

  it('refuses a body past the limit however little it announced', async () => {
    expect(await readBody(request(['0123456789', '0123456789'], 4).message, limit)).toBeUndefined()
  })
})
