// @vitest-environment-options {"settings": {"disableIframePageLoading": true}}
// The verify server is not reached: its frame stays empty and the test posts as that frame.
import { afterEach, describe, expect, it } from 'vitest'
import { attestInPage, VERIFY_SERVER } from './verifyAttestation.js'

/** A JWT as the verify server signs it (the signature is the wallet's to check, not the modal's). */
const jwt = (payload: object) =>
  ['{"alg":"ES256"}', JSON.stringify(payload), 'sig'].map((part) => btoa(part).replace(/=+$/, '')).join('.')
const verifyFrame = () => document.querySelector('iframe') as HTMLIFrameElement
/** A message to this page, as if from `source` at `origin`. */
function post(data: unknown, source: Window | null, origin = VERIFY_SERVER) {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }))
}
const untilFrame = async () => {
  while (!verifyFrame()) await new Promise((resolve) => setTimeout(resolve))
  return verifyFrame()
}

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
})

describe('attestInPage', () => {
  it('loads the verify server’s attestation frame for this page and the message', async () => {
    const pending = attestInPage({ id: 'a1', decryptedId: 'd1' }, { projectId: 'p1' })
    const url = new URL((await untilFrame()).src)
    expect(`${url.origin}${url.pathname}`).toBe('https://verify.walletconnect.org/v3/attestation')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      origin: location.origin,
      id: 'a1',
      decryptedId: 'd1',
    })
    const attestation = jwt({ id: 'a1', origin: location.origin })
    post(JSON.stringify({ type: 'verify_attestation', attestation }), verifyFrame().contentWindow)
    await expect(pending).resolves.toBe(attestation)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('takes the attestation only from the verify frame, at the server’s origin, for this message', async () => {
    const pending = attestInPage({ id: 'a2', decryptedId: 'd2' }, { projectId: 'p1' })
    const frame = await untilFrame()
    const message = (id: string) => JSON.stringify({ type: 'verify_attestation', attestation: jwt({ id }) })
    post(message('a2'), window)
    post(message('a2'), frame.contentWindow, 'https://evil.example')
    post(message('other'), frame.contentWindow)
    post('not json', frame.contentWindow)
    post(JSON.stringify({ type: 'something_else', attestation: jwt({ id: 'a2' }) }), frame.contentWindow)
    // Still waiting: the frame is there until the one right answer.
    expect(verifyFrame()).toBe(frame)
    post(message('a2'), frame.contentWindow)
    await expect(pending).resolves.toBe(jwt({ id: 'a2' }))
  })

  it('answers no attestation when the server does not answer in time', async () => {
    await expect(
      attestInPage({ id: 'a3', decryptedId: 'd3' }, { projectId: 'p1', timeoutMs: 10 }),
    ).resolves.toBe('')
    expect(document.querySelector('iframe')).toBeNull()
  })
})
