import type { ModalSnapshot } from '@airlock/shared-protocol/host'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AppKit } from '../createAppKit.js'
import { type ModalFrame, mountFrame } from '../frame/mountFrame.js'
import { anvil } from '../networks.js'
import { createStore, deriveView, type HostView, initialSnapshot } from '../state/hostState.js'
import { setAppKit } from '../state/instance.js'
import { defineAppKitElements } from './elements.js'
import { EMBEDDED_HEIGHT, embeddedHeight } from './ModalElement.js'

/** An AppKit whose snapshot a test sets; `embed` mounts a real frame, as the core's does, once. */
function fakeAppKit({ embedded }: { embedded: boolean }) {
  const store = createStore<HostView>(deriveView(initialSnapshot('light', anvil), [anvil]))
  let frame: ModalFrame | undefined
  const appKit = {
    getView: () => store.get(),
    subscribeSnapshot: (callback: (view: HostView) => void) => store.subscribe(callback),
    ...(embedded
      ? {
          embed(parent: Node) {
            frame ??= mountFrame('about:blank', 999, parent)
          },
        }
      : {}),
  }
  const set = (snapshot: Partial<ModalSnapshot>) =>
    store.set(deriveView({ ...store.get().snapshot, ...snapshot }, [anvil], store.get()))
  setAppKit(appKit as unknown as AppKit, store.get())
  return { set, frame: () => frame }
}

const frameIn = (element: Element) => element.shadowRoot?.querySelector('iframe') ?? null
const boxOf = (element: Element) => element.shadowRoot?.querySelector('div') as HTMLDivElement
const heightOf = (element: Element) => boxOf(element).style.getPropertyValue('--airlock-height')

beforeAll(() => defineAppKitElements())
afterEach(() => {
  document.body.innerHTML = ''
})

describe('embeddedHeight', () => {
  it('takes a finite number, rounded up and clamped; nothing else', () => {
    expect(embeddedHeight(412.2)).toBe(413)
    expect(embeddedHeight(20)).toBe(EMBEDDED_HEIGHT.min)
    expect(embeddedHeight(1e9)).toBe(EMBEDDED_HEIGHT.max)
    for (const bad of [undefined, null, '500', Number.NaN, Number.POSITIVE_INFINITY, { h: 1 }])
      expect(embeddedHeight(bad)).toBeUndefined()
  })
})

describe('<appkit-modal>', () => {
  it('in embedded mode mounts the frame inside itself, never over the page, as tall as the card', async () => {
    const { set, frame } = fakeAppKit({ embedded: true })
    document.body.innerHTML = '<main><appkit-modal></appkit-modal></main>'
    const element = document.querySelector('appkit-modal') as HTMLElement
    const iframe = frameIn(element) as HTMLIFrameElement
    expect(iframe).toBe(frame()?.element)
    expect(document.body.querySelector(':scope > iframe')).toBeNull()
    expect(heightOf(element)).toBe(`${EMBEDDED_HEIGHT.initial}px`)
    set({ cardHeight: 540 })
    expect(heightOf(element)).toBe('540px')
    set({ cardHeight: 5000 })
    expect(heightOf(element)).toBe(`${EMBEDDED_HEIGHT.max}px`)
    // The core hides a closed modal's frame: inline, the card stays reachable.
    frame()?.setVisible(false)
    await expect.poll(() => iframe.hasAttribute('aria-hidden')).toBe(false)
    expect(iframe.inert).toBe(false)
  })

  it('a replacing element takes the one frame over', () => {
    const { frame } = fakeAppKit({ embedded: true })
    document.body.innerHTML = '<appkit-modal id="a"></appkit-modal>'
    const first = frame()?.element
    document.body.innerHTML = '<appkit-modal id="b"></appkit-modal>'
    expect(frameIn(document.getElementById('b') as HTMLElement)).toBe(first)
  })

  it('without enableEmbedded shows nothing and takes no frame', () => {
    fakeAppKit({ embedded: false })
    document.body.innerHTML = '<appkit-modal></appkit-modal>'
    const element = document.querySelector('appkit-modal') as HTMLElement
    expect(frameIn(element)).toBeNull()
    expect(boxOf(element).className).toBe('')
  })
})
