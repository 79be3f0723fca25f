import { describe, expect, it } from 'vitest'
import { DEFAULT_CHAIN_ID, readChainId, readModalOrigin, readProjectId } from './readFrameConfig.js'

function page(content: string | undefined) {
  const doc = document.implementation.createHTMLDocument('frame')
  if (content !== undefined) {
    const meta = doc.createElement('meta')
    meta.name = 'airlock-modal-origin'
    meta.content = content
    doc.head.append(meta)
  }
  return doc
}

describe('readModalOrigin', () => {
  it('reads the origin the server wrote', () => {
    expect(readModalOrigin(page('http://modal.localhost:5174'))).toBe('http://modal.localhost:5174')
  })

  it('is undefined for the unfilled token, a missing tag, a path or anything not an origin', () => {
    for (const content of [
      '__AIRLOCK_MODAL_ORIGIN__',
      undefined,
      '',
      'http://modal.localhost:5174/',
      'http://modal.localhost:5174/x',
      '*',
      'null',
      'data:text/html,hi',
    ])
      expect(readModalOrigin(page(content))).toBeUndefined()
  })
})

describe('readChainId', () => {
  it('reads EVM chain ids as numbers, other references as text, and defaults to mainnet', () => {
    expect(readChainId('?chainId=31337')).toBe(31337)
    expect(readChainId('?projectId=p&chainId=eip155%3A8453')).toBe(8453)
    expect(readChainId('?chainId=5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(readChainId('')).toBe(DEFAULT_CHAIN_ID)
    expect(readChainId(`?chainId=${'x'.repeat(65)}`)).toBe(DEFAULT_CHAIN_ID)
    expect(readChainId('?chainId=99999999999999999')).toBe('99999999999999999')
  })
})

describe('readProjectId', () => {
  it("reads the modal's project id, and nothing that is not one", () => {
    expect(readProjectId('?projectId=airlock-demo&chainId=31337')).toBe('airlock-demo')
    for (const search of ['', '?projectId=', '?projectId=a%20b', `?projectId=${'p'.repeat(129)}`])
      expect(readProjectId(search), search).toBeUndefined()
  })
})
