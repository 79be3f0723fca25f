import { socialProofTypes } from '@airlock/shared-protocol/social-proof'
import { describe, expect, it } from 'vitest'
import { fakeFrameWindow, HOST, MODAL, WALLET } from '../testing/fakeFrameWindow.js'
import { listenToPopup } from './listenToPopup.js'

/** A window that records what is posted to it (the popup, or anything posing as it). */
function fakeSource() {
  const posted: { message: unknown; targetOrigin: string }[] = []
  return {
    posted,
    postMessage: (message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin }),
  }
}

const request = (intent: string) => ({ type: socialProofTypes.request, intent })
const proofOf = (intent: string) => (intent === 'i1' ? 'proof-1' : undefined)

describe('listenToPopup', () => {
  it('answers the proof of its own login to the wallet-origin window that asked, at the wallet origin only', () => {
    const { self, send } = fakeFrameWindow()
    const channel = listenToPopup({ self, proofOf })
    const popup = fakeSource()
    send(request('i1'), { source: popup, origin: WALLET })
    expect(popup.posted).toEqual([
      { message: { type: socialProofTypes.answer, intent: 'i1', proof: 'proof-1' }, targetOrigin: WALLET },
    ])
    expect(channel.stats.answered).toBe(1)
  })

  it('gives nothing to another origin, to its parent, for another intent, or to a malformed request, counting each', () => {
    const { self, send, posted: toParent } = fakeFrameWindow()
    const channel = listenToPopup({ self, proofOf })
    const asker = fakeSource()
    // The host page, the modal or another site, asking with the public intent id.
    for (const origin of [HOST, MODAL, 'https://evil.example', 'null'])
      send(request('i1'), { source: asker, origin })
    // The modal frame (its parent) at the wallet origin cannot happen, and is refused anyway.
    send(request('i1'), { source: self.parent, origin: WALLET })
    // A link opened in another browser: its page asks for an intent this frame never started.
    send(request('attacker-intent'), { source: asker, origin: WALLET })
    for (const data of [
      null,
      'i1',
      { type: socialProofTypes.request },
      { type: socialProofTypes.answer, intent: 'i1' },
      { type: socialProofTypes.request, intent: 1 },
    ])
      send(data, { source: asker, origin: WALLET })
    send(request('i1'), { source: null, origin: WALLET })
    expect(asker.posted).toEqual([])
    expect(toParent).toEqual([])
    expect(channel.stats).toEqual({
      answered: 0,
      dropped: { foreignOrigin: 4, foreignSource: 2, malformed: 5, otherIntent: 1 },
    })
    channel.destroy()
    send(request('i1'), { source: asker, origin: WALLET })
    expect(asker.posted).toEqual([])
    expect(channel.stats.dropped.foreignOrigin).toBe(4)
  })
})
