import { describe, expect, it } from 'vitest'
import { fakeFrameWindow, HOST, MODAL } from '../testing/fakeFrameWindow.js'
import { pinParent } from './pinParent.js'

describe('pinParent', () => {
  it('pins the modal origin when the browser reports it as the parent', () => {
    expect(pinParent(fakeFrameWindow().self, MODAL)).toBe(MODAL)
  })

  it("falls back to the referrer's origin where ancestorOrigins is missing", () => {
    const { self } = fakeFrameWindow({ ancestors: null, referrer: `${MODAL}/?projectId=p` })
    expect(pinParent(self, MODAL)).toBe(MODAL)
    const other = fakeFrameWindow({ ancestors: null, referrer: `${HOST}/` }).self
    expect(pinParent(other, MODAL)).toBeUndefined()
    expect(pinParent(fakeFrameWindow({ ancestors: null }).self, MODAL)).toBeUndefined()
  })

  it('is inert when framed by the host page or another site, not framed, or not configured', () => {
    expect(pinParent(fakeFrameWindow({ ancestors: [HOST] }).self, MODAL)).toBeUndefined()
    expect(
      pinParent(fakeFrameWindow({ ancestors: ['https://evil.example', MODAL] }).self, MODAL),
    ).toBeUndefined()
    expect(pinParent(fakeFrameWindow({ top: true }).self, MODAL)).toBeUndefined()
    expect(pinParent(fakeFrameWindow().self, undefined)).toBeUndefined()
  })
})
