import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from './createAppKit.js'
import { afterHostLoad } from './frame/mountFrame.js'
import { anvil } from './networks.js'

// After the core's own idle mount: idle callbacks run in the order they were asked for.
const afterCoreMount = () => new Promise<void>((resolve) => afterHostLoad(resolve))
const options = { projectId: 'p', networks: [anvil], modalUrl: 'http://modal.test' }

afterEach(() => {
  document.body.innerHTML = ''
})

describe('createAppKit with enableEmbedded (spec section 1)', () => {
  it('appends no frame to the body, even on open(); embed() mounts it where the page puts it', async () => {
    const appKit = createAppKit({ ...options, enableEmbedded: true })
    void appKit.open().catch(() => undefined)
    void appKit.connectWallet('metamask').catch(() => undefined)
    await afterCoreMount()
    expect(document.querySelector('iframe')).toBeNull()
    const place = document.body.appendChild(document.createElement('section'))
    appKit.embed?.(place)
    appKit.embed?.(document.body)
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    expect(place.querySelector('iframe[data-airlock-frame]')).not.toBeNull()
    appKit.destroy()
  })

  it('without it, mounts over the page and gives no embed', async () => {
    const appKit = createAppKit(options)
    expect(appKit.embed).toBeUndefined()
    await afterCoreMount()
    expect(document.body.querySelector(':scope > iframe[data-airlock-frame]')).not.toBeNull()
    appKit.destroy()
  })
})
