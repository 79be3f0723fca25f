import type { ModalSnapshot } from '@airlock/shared-protocol/host'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppKit, AppKitCore } from '../createAppKit.js'
import { anvil } from '../networks.js'
import { createStore, deriveView, type HostView, initialSnapshot } from '../state/hostState.js'
import { setAppKit } from '../state/instance.js'
import { themeMethods } from '../theme/themeMethods.js'
import { defineAppKitElements } from './elements.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connected: Partial<ModalSnapshot> = {
  initialized: true,
  status: 'connected',
  address,
  caipAddress: `eip155:31337:${address}`,
  balance: { formatted: '9999.989', symbol: 'ETH' },
  networkImage: 'https://cloud.test/public/getAssetImage/anvil',
}

/** An AppKit whose snapshot a test sets, recording what the elements ask of it. */
function fakeAppKit() {
  const store = createStore<HostView>(deriveView(initialSnapshot('light', anvil), [anvil]))
  const appKit = {
    getView: () => store.get(),
    getAccount: () => store.get().account,
    getThemeMode: () => store.get().themeMode,
    subscribeSnapshot: (callback: (view: HostView) => void) => store.subscribe(callback),
    subscribeTheme: (callback: (mode: string) => void) => store.subscribe((view) => callback(view.themeMode)),
    open: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    connectWallet: vi.fn(async (_wallet: string, _namespace?: string) => ({
      chainNamespace: 'eip155',
      chainId: '31337',
      address,
    })),
  }
  const set = (snapshot: Partial<ModalSnapshot>) =>
    store.set(deriveView({ ...store.get().snapshot, ...snapshot }, [anvil], store.get()))
  setAppKit(appKit as unknown as AppKit, store.get())
  return { appKit, set }
}

function mount(html: string) {
  document.body.innerHTML = html
  const element = document.body.firstElementChild as HTMLElement
  const button = element.shadowRoot?.querySelector('button') as HTMLButtonElement
  return { element, button }
}

beforeAll(() => defineAppKitElements())
afterEach(() => {
  document.body.innerHTML = ''
})

describe('<appkit-connect-button>', () => {
  it('says its label, the loading label while connecting, and opens Connect', async () => {
    const { appKit, set } = fakeAppKit()
    const { button } = mount(
      '<appkit-connect-button label="Sign in" loadingLabel="Wait..." size="sm"></appkit-connect-button>',
    )
    expect(button.textContent).toBe('Sign in')
    expect(button.className).toContain('sm')
    expect(button.className).toContain('light')
    button.click()
    expect(appKit.open).toHaveBeenCalledWith({ view: 'Connect' })
    set({ status: 'connecting' })
    expect(button.textContent).toBe('Wait...')
    expect(button.getAttribute('aria-busy')).toBe('')
  })

  it('defaults to AppKit’s texts', () => {
    fakeAppKit()
    const { button } = mount('<appkit-connect-button></appkit-connect-button>')
    expect(button.textContent).toBe('Connect Wallet')
  })

  it("says the modal's language when the modal sends its texts; the page's own label still wins", () => {
    const { set } = fakeAppKit()
    const labels = {
      connect: 'Wallet verbinden',
      connecting: 'Verbinden...',
      selectNetwork: 'Netzwerk wählen',
      unknownNetwork: 'Unbekanntes Netzwerk',
    }
    set({ labels })
    const { button } = mount('<appkit-connect-button></appkit-connect-button>')
    expect(button.textContent).toBe('Wallet verbinden')
    set({ status: 'connecting' })
    expect(button.textContent).toBe('Verbinden...')
    document.body.innerHTML = ''
    set({ ...connected, caipNetworkId: 'eip155:999', chainId: 999 })
    expect(mount('<appkit-network-button></appkit-network-button>').button.textContent).toContain(
      'Unbekanntes Netzwerk',
    )
    document.body.innerHTML = ''
    expect(mount('<appkit-connect-button label="Sign in"></appkit-connect-button>').button.textContent).toBe(
      'Sign in',
    )
    // Not a short string: the English.
    set({ status: 'disconnected', labels: { ...labels, connect: 'x'.repeat(65) } })
    document.body.innerHTML = ''
    expect(mount('<appkit-connect-button></appkit-connect-button>').button.textContent).toBe('Connect Wallet')
  })
})

describe('<appkit-account-button> and <appkit-button>', () => {
  it('show the account: avatar, address, balance and network image; balance="hide" hides it', () => {
    const { appKit, set } = fakeAppKit()
    const { element, button } = mount('<appkit-account-button></appkit-account-button>')
    expect(element.hidden).toBe(true)
    set(connected)
    expect(element.hidden).toBe(false)
    expect(button.textContent).toBe('0x7099…dc79C89999.989 ETH')
    expect(button.getAttribute('aria-label')).toBe(`${address}, 9999.989 ETH`)
    expect(button.querySelector('img')?.getAttribute('src')).toBe(connected.networkImage)
    element.setAttribute('balance', 'hide')
    element.setAttribute('charsStart', '6')
    expect(button.textContent).toBe('0x709979…dc79C8')
    set({ profileName: 'alice.airlock.id' })
    expect(button.textContent).toBe('alice.airlock.id')
    button.click()
    expect(appKit.open).toHaveBeenCalledWith({})
  })

  it('<appkit-button> is the connect button, then the account button, on the same focused button', () => {
    const { set } = fakeAppKit()
    const { button } = mount('<appkit-button label="Connect"></appkit-button>')
    button.focus()
    expect(button.textContent).toBe('Connect')
    expect(button.dataset.testid).toBe('connect-button')
    set(connected)
    expect(button.dataset.testid).toBe('account-button')
    expect(button.className).not.toContain('primary')
    expect(button.textContent).toContain('9999.989 ETH')
    expect((button.getRootNode() as ShadowRoot).activeElement).toBe(button)
    set({ status: 'disconnected', address: undefined })
    expect(button.textContent).toBe('Connect')
  })

  it('disabled disables the real button', () => {
    const { set } = fakeAppKit()
    set(connected)
    const { button } = mount('<appkit-button disabled></appkit-button>')
    expect(button.disabled).toBe(true)
  })
})

describe('<appkit-network-button>', () => {
  it("shows the network's name and image and opens Networks", () => {
    const { appKit, set } = fakeAppKit()
    set(connected)
    const { button } = mount('<appkit-network-button></appkit-network-button>')
    expect(button.textContent).toBe('Anvil')
    expect(button.querySelector('img')?.getAttribute('src')).toBe(connected.networkImage)
    button.click()
    expect(appKit.open).toHaveBeenCalledWith({ view: 'Networks' })
  })

  it('never puts a script URL in an img', () => {
    const { set } = fakeAppKit()
    set({ ...connected, networkImage: 'javascript:alert(1)' })
    const { button } = mount('<appkit-network-button></appkit-network-button>')
    expect(button.querySelector('img')).toBeNull()
  })
})

describe('<appkit-wallet-button>', () => {
  it('connects its wallet, pending meanwhile, and is disabled once connected', async () => {
    const { appKit, set } = fakeAppKit()
    const { button } = mount(
      '<appkit-wallet-button wallet="metamask" namespace="eip155"></appkit-wallet-button>',
    )
    expect(button.textContent).toBe('MMetaMask')
    button.click()
    expect(appKit.connectWallet).toHaveBeenCalledWith('metamask', 'eip155')
    expect(button.disabled).toBe(true)
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull()
    set(connected)
    expect(button.disabled).toBe(true)
  })

  it("shows the page's browser wallet's own icon, the monogram while it has none or when it fails", () => {
    fakeAppKit()
    const { element, button } = mount('<appkit-wallet-button wallet="coinbase"></appkit-wallet-button>')
    expect(button.querySelector('img')).toBeNull()
    const announce = (info: Record<string, string>) =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider: {} } }))
    // Airlock's own announcement, a URL icon and another wallet are not the wallet's image.
    announce({ uuid: '1', name: 'Coinbase', rdns: 'xyz.airlock', icon: 'data:image/svg+xml,a' })
    announce({
      uuid: '2',
      name: 'Coinbase Wallet',
      rdns: 'com.coinbase.wallet',
      icon: 'https://x.test/i.png',
    })
    announce({
      uuid: '3',
      name: 'Trust Wallet',
      rdns: 'com.trustwallet.app',
      icon: 'data:image/png;base64,AA',
    })
    expect(button.querySelector('img')).toBeNull()
    expect(button.textContent).toBe('CCoinbase Wallet')
    announce({
      uuid: '2',
      name: 'Coinbase Wallet',
      rdns: 'com.coinbase.wallet',
      icon: 'data:image/svg+xml,cb',
    })
    const image = button.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe('data:image/svg+xml,cb')
    expect(image.alt).toBe('')
    image.dispatchEvent(new Event('error'))
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('.img')?.textContent).toBe('C')
    // By rdns too.
    element.setAttribute('wallet', 'com.trustwallet.app')
    expect(button.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AA')
  })

  it("shows the modal's refusal as its error state", async () => {
    const { appKit } = fakeAppKit()
    appKit.connectWallet.mockRejectedValueOnce(new Error('Wallet with ID nope not found'))
    const { button } = mount('<appkit-wallet-button wallet="nope"></appkit-wallet-button>')
    button.click()
    await expect.poll(() => button.title).toBe('Wallet with ID nope not found')
    expect(button.className).toContain('error')
    expect(button.disabled).toBe(false)
  })
})

describe('the theme', () => {
  it("follows setThemeVariables at once (subscribeTheme passes AppKit's variables too)", () => {
    const { appKit } = fakeAppKit()
    Object.assign(
      appKit,
      themeMethods({ ...appKit, setThemeVariables: () => undefined } as unknown as AppKitCore, {
        '--w3m-accent': '#111111',
      }),
    )
    const { button } = mount('<appkit-connect-button></appkit-connect-button>')
    expect(button.style.getPropertyValue('--w3m-accent')).toBe('#111111')
    ;(appKit as unknown as AppKit).setThemeVariables({ '--w3m-accent': '#ff0000' })
    expect(button.style.getPropertyValue('--w3m-accent')).toBe('#ff0000')
  })
})

describe('an element drawn before createAppKit', () => {
  it('takes up the AppKit made afterwards', () => {
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('@airlock/host-sdk/appKit')] = undefined
    const { button } = mount('<appkit-button></appkit-button>')
    expect(button.textContent).toBe('Connect Wallet')
    const { set } = fakeAppKit()
    set(connected)
    expect(button.dataset.testid).toBe('account-button')
  })
})
