import type { ChainNamespace } from '@airlock/shared-protocol/host'
import { AppKitElement, type Drawn, picture, span, spinner } from './AppKitElement.js'
import { browserWalletIcon, watchBrowserWallets } from './browserWallets.js'
import { avatarGradient, countAttribute, safeImage, truncateAddress, walletLabel } from './format.js'
import { ModalElement } from './ModalElement.js'

/** The account the element shows: the active one, or its `namespace`'s. */
function accountOf({ view }: Drawn, namespace: string | null) {
  if (!view?.account.isConnected) return undefined
  if (!namespace || namespace === view.state.activeChain)
    return { address: view.account.address as string, profileName: view.account.profileName }
  const other = view.snapshot.namespaces?.[namespace as 'eip155' | 'solana']
  return other ? { address: other.address, profileName: undefined } : undefined
}

const openParams = (namespace: string | null) => (namespace ? { namespace } : {})

/** `<appkit-connect-button>`: opens Connect (closes the modal when it is open); the loading label while busy. */
export class ConnectButton extends AppKitElement {
  static readonly observedAttributes = ['size', 'label', 'loadinglabel', 'namespace']
  protected override render(drawn: Drawn) {
    drawConnect(this.button, this, drawn)
  }
  protected override activate() {
    activateConnect(this.appKit, this.getAttribute('namespace'))
  }
}

/**
 * A button's own text in the modal's language (the modal sends them, issue 42), else its English: the
 * page carries no catalogue. Only a short string is taken from the snapshot.
 */
function text(
  view: Drawn['view'],
  key: 'connect' | 'connecting' | 'selectNetwork' | 'unknownNetwork',
  english: string,
) {
  const label = (view?.snapshot.labels as Record<string, unknown> | undefined)?.[key]
  return typeof label === 'string' && label.length <= 64 ? label : english
}

function drawConnect(button: HTMLButtonElement, element: HTMLElement, { busy, view }: Drawn) {
  const label = element.getAttribute('label') ?? text(view, 'connect', 'Connect Wallet')
  const loadingLabel = element.getAttribute('loadinglabel') ?? text(view, 'connecting', 'Connecting...')
  button.classList.add('primary')
  if (element.getAttribute('size') === 'sm') button.classList.add('sm')
  button.dataset.testid = `connect-button${element.getAttribute('namespace') ? `-${element.getAttribute('namespace')}` : ''}`
  button.toggleAttribute('aria-busy', busy)
  button.disabled = element.hasAttribute('disabled') && element.getAttribute('disabled') !== 'false'
  button.replaceChildren(...(busy ? [spinner(), loadingLabel] : [label]))
}

function activateConnect(appKit: Drawn['appKit'], namespace: string | null) {
  if (!appKit) return
  const { state, snapshot } = appKit.getView()
  if (state.open) return void appKit.close()
  if (state.loading || snapshot.status === 'connecting') return
  void appKit.open({ view: 'Connect', ...openParams(namespace) })
}

/** `<appkit-account-button>`: avatar, name or address, balance and network image; opens Account. */
export class AccountButton extends AppKitElement {
  static readonly observedAttributes = ['disabled', 'balance', 'charsstart', 'charsend', 'namespace']
  protected override render(drawn: Drawn) {
    this.hidden = !drawAccount(this.button, this, drawn)
  }
  protected override activate() {
    void this.appKit?.open(openParams(this.getAttribute('namespace')))
  }
}

/** Draws the account; false when there is none to show. */
function drawAccount(button: HTMLButtonElement, element: HTMLElement, drawn: Drawn): boolean {
  const namespace = element.getAttribute('namespace')
  const account = accountOf(drawn, namespace)
  if (!account) return false
  const snapshot = drawn.view?.snapshot
  button.classList.add('account')
  button.dataset.testid = `account-button${namespace ? `-${namespace}` : ''}`
  button.disabled = element.hasAttribute('disabled') && element.getAttribute('disabled') !== 'false'
  const avatar = span('img')
  avatar.setAttribute('aria-hidden', 'true')
  avatar.style.background = avatarGradient(account.address)
  const name =
    account.profileName ??
    truncateAddress(
      account.address,
      countAttribute(element.getAttribute('charsstart'), 4),
      countAttribute(element.getAttribute('charsend'), 6),
    )
  const parts: (Node | string)[] = [avatar, span('name', name)]
  const balance = snapshot?.balance
  if (
    element.getAttribute('balance') !== 'hide' &&
    balance &&
    (!namespace || namespace === drawn.view?.state.activeChain)
  )
    parts.push(span('balance', `${balance.formatted} ${balance.symbol}`))
  // The full address for screen readers (the text shows a shortened one).
  button.setAttribute(
    'aria-label',
    [account.profileName ?? account.address, parts.length > 2 ? (parts[2] as HTMLElement).textContent : '']
      .filter(Boolean)
      .join(', '),
  )
  button.dataset.address = account.address
  const network = drawn.view?.network.caipNetwork
  if (network) parts.push(picture(safeImage(snapshot?.networkImage), network.name))
  button.replaceChildren(...parts)
  return true
}

/** `<appkit-button>`: the account button once connected, else the connect button. */
export class AppKitButton extends AppKitElement {
  static readonly observedAttributes = [
    'disabled',
    'balance',
    'size',
    'label',
    'loadinglabel',
    'charsstart',
    'charsend',
    'namespace',
  ]
  protected override render(drawn: Drawn) {
    // draw() has reset the classes; what the other face set is taken off here.
    this.button.removeAttribute('aria-label')
    delete this.button.dataset.address
    if (!drawAccount(this.button, this, drawn)) drawConnect(this.button, this, drawn)
  }
  protected override activate() {
    const namespace = this.getAttribute('namespace')
    if (this.appKit?.getAccount().isConnected) void this.appKit.open(openParams(namespace))
    else activateConnect(this.appKit, namespace)
  }
}

/** `<appkit-network-button>`: the network's image and name; opens Networks. */
export class NetworkButton extends AppKitElement {
  static readonly observedAttributes = ['disabled', 'label']
  protected override render({ view, busy }: Drawn) {
    const network = view?.network.caipNetwork
    const connected = Boolean(view?.account.isConnected)
    const name =
      network?.name ??
      (view?.network.caipNetworkId && connected
        ? text(view, 'unknownNetwork', 'Unknown Network')
        : (this.getAttribute('label') ?? text(view, 'selectNetwork', 'Select Network')))
    this.button.classList.add('network')
    this.button.dataset.testid = 'w3m-network-button'
    this.button.disabled = this.flag('disabled') || busy
    this.fill(picture(safeImage(view?.snapshot.networkImage), name), span('name', name))
  }
  protected override activate() {
    void this.appKit?.open({ view: 'Networks' })
  }
}

/** `<appkit-wallet-button wallet="...">`: connects that wallet without the modal's list. */
export class WalletButton extends AppKitElement {
  static readonly observedAttributes = ['wallet', 'namespace']
  private pending = false
  private error: string | undefined
  private unwatchWallets: (() => unknown) | undefined
  override connectedCallback() {
    super.connectedCallback()
    this.unwatchWallets = watchBrowserWallets(() => this.draw())
  }
  override disconnectedCallback() {
    super.disconnectedCallback()
    this.unwatchWallets?.()
  }
  protected override render({ view, busy }: Drawn) {
    const wallet = this.getAttribute('wallet') ?? 'metamask'
    const name = walletLabel(wallet)
    const connected = Boolean(view?.account.isConnected)
    this.button.dataset.testid = 'apkt-wallet-button'
    this.button.classList.toggle('error', Boolean(this.error))
    this.button.disabled = connected || this.pending || busy
    this.button.toggleAttribute('aria-busy', this.pending)
    this.button.title = this.error ?? ''
    // The wallet's icon as the page's browser wallet announced it; a monogram when it is not installed.
    const icon = this.pending ? spinner() : picture(browserWalletIcon(wallet), name)
    this.fill(icon, span('name', name))
  }
  protected override async activate() {
    if (!this.appKit || this.pending) return
    const wallet = this.getAttribute('wallet') ?? 'metamask'
    const namespace = (this.getAttribute('namespace') ?? undefined) as ChainNamespace | undefined
    this.pending = true
    this.error = undefined
    this.draw()
    try {
      await this.appKit.connectWallet(wallet, namespace)
    } catch (error) {
      // Shown as the button's error state, its reason in the title (useAppKitWallet gives it to code).
      this.error = error instanceof Error ? error.message : String(error)
    } finally {
      this.pending = false
      this.draw()
    }
  }
}

/** Defines AppKit's elements once (a second bundle of them on the page leaves the first in place). */
export function defineAppKitElements() {
  if (typeof customElements === 'undefined') return
  const elements: Record<string, CustomElementConstructor> = {
    'appkit-button': AppKitButton,
    'appkit-connect-button': ConnectButton,
    'appkit-account-button': AccountButton,
    'appkit-network-button': NetworkButton,
    'appkit-wallet-button': WalletButton,
    'appkit-modal': ModalElement,
  }
  for (const [name, element] of Object.entries(elements))
    if (!customElements.get(name)) customElements.define(name, element)
}
