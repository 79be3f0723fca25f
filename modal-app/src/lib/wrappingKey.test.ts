import { describe, expect, it } from 'vitest'
import { seal, unseal } from './sealedEntries.js'
import { loadWrappingKey } from './wrappingKey.js'

/** A document whose cookie jar keeps what is set, like a browser that allows partitioned cookies. */
function cookieJar(keeps = true) {
  const jar = new Map<string, string>()
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      const [pair] = line.split(';')
      const [k, v] = (pair as string).split('=')
      if (keeps) jar.set(k as string, v as string)
    },
  }
  return { doc: doc as unknown as Document, jar }
}

describe('loadWrappingKey', () => {
  it('makes a key once, keeps it in a partitioned cookie and finds it again after a reload', async () => {
    const { doc, jar } = cookieJar()
    const first = await loadWrappingKey(doc)
    expect(jar.get('airlock_wk')).toMatch(/^[-_A-Za-z0-9]{43}$/)
    const sealed = await seal(first, 'k', 'v')
    const again = await loadWrappingKey(doc)
    expect(await unseal(again, 'k', sealed)).toBe('v')
    expect(again.extractable).toBe(false)
  })

  it('sets the cookie the way a third-party frame can keep it', async () => {
    const lines: string[] = []
    const doc = {} as Document
    Object.defineProperty(doc, 'cookie', { get: () => '', set: (line: string) => lines.push(line) })
    await loadWrappingKey(doc)
    expect(lines[0]).toMatch(/; Secure; SameSite=None; Partitioned; Path=\/; Max-Age=31536000$/)
  })

  it('falls back to a key for this page only where cookies are not kept', async () => {
    const { doc } = cookieJar(false)
    const first = await loadWrappingKey(doc)
    const sealed = await seal(first, 'k', 'v')
    expect(await unseal(await loadWrappingKey(doc), 'k', sealed)).toBeUndefined()
  })
})
