import { describe, expect, it } from 'vitest'
import { popupLimits, readPopupMessage } from './popupMessages.ts'

const popupId = 'popup-1'
const sender = 'ab'.repeat(91)

describe('readPopupMessage', () => {
  it("reads the SDK's configuration answering PopupLoaded", () => {
    const read = readPopupMessage(
      {
        requestId: popupId,
        data: {
          version: '4.4.0',
          metadata: { appName: 'Demo', appLogoUrl: '', appChainIds: [31337] },
          preference: { options: 'all' },
          location: 'http://app.localhost/',
        },
      },
      popupId,
    )
    expect(read).toEqual({
      ok: true,
      message: {
        kind: 'config',
        appName: 'Demo',
        appLogoUrl: '',
        appChainIds: [31337],
        location: 'http://app.localhost/',
      },
    })
  })

  it('reads signer selection, handshakes and encrypted requests (iv as Uint8Array, cipherText as ArrayBuffer)', () => {
    expect(
      readPopupMessage({ id: 'r1', event: 'selectSignerType', data: { options: 'all' } }, popupId),
    ).toEqual({
      ok: true,
      message: { kind: 'selectSignerType', id: 'r1' },
    })
    const handshake = {
      id: 'r2',
      sender,
      content: { handshake: { method: 'eth_requestAccounts', params: {} } },
    }
    expect(readPopupMessage(handshake, popupId)).toMatchObject({
      ok: true,
      message: { kind: 'handshake', id: 'r2' },
    })
    const encrypted = {
      id: 'r3',
      sender,
      content: { encrypted: { iv: new Uint8Array(12), cipherText: new ArrayBuffer(40) } },
    }
    const read = readPopupMessage(encrypted, popupId)
    expect(read.ok && read.message.kind === 'encrypted' && read.message.encrypted.cipherText.byteLength).toBe(
      40,
    )
  })

  it('refuses oversized, malformed or unknown messages with a reason', () => {
    const refused = (data: unknown) => readPopupMessage(data, popupId)
    expect(refused('text')).toEqual({ ok: false, reason: 'not an object' })
    expect(refused({ event: 'PopupLoaded' })).toEqual({ ok: false, reason: 'unknown message' })
    expect(refused({ requestId: popupId, data: { metadata: { appChainIds: [-1] } } })).toEqual({
      ok: false,
      reason: 'config with bad chain ids',
    })
    expect(
      refused({ requestId: popupId, data: { metadata: {}, x: 'x'.repeat(popupLimits.jsonChars) } }),
    ).toEqual({
      ok: false,
      reason: 'config too large',
    })
    expect(refused({ id: 'x'.repeat(65), sender, content: {} })).toEqual({
      ok: false,
      reason: 'request without an id',
    })
    expect(refused({ id: 'r', sender: 'not hex', content: {} })).toEqual({
      ok: false,
      reason: 'request without a sender key',
    })
    expect(
      refused({
        id: 'r',
        sender,
        content: { encrypted: { iv: new Uint8Array(16), cipherText: new ArrayBuffer(1) } },
      }),
    ).toEqual({ ok: false, reason: 'encrypted request without a 12-byte iv' })
    expect(
      refused({
        id: 'r',
        sender,
        content: {
          encrypted: { iv: new Uint8Array(12), cipherText: new ArrayBuffer(popupLimits.cipherBytes + 1) },
        },
      }),
    ).toEqual({ ok: false, reason: 'encrypted request missing or too large' })
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(
      refused({ id: 'r', sender, content: { handshake: { method: 'eth_requestAccounts', params: cyclic } } }),
    ).toEqual({ ok: false, reason: 'handshake too large' })
  })
})
