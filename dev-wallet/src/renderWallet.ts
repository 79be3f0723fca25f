import { privateKeyToAccount } from 'viem/accounts'
import { DEV_KEYS } from './devAccounts.js'
import type { DevWallet, DevWalletConfig } from './devWallet.js'
import { h } from './dom.js'
import { t } from './i18n/t.js'
import type { WalletState } from './walletState.js'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const ADDRESSES = DEV_KEYS.map((key) => privateKeyToAccount(key).address)

// Kept across renders, so a half-typed URI survives a balance update (its texts are set when drawn).
const uriInput = h('input', { id: 'uri-input' }) as HTMLInputElement

function accountSection(state: WalletState, config: DevWalletConfig, wallet: DevWallet) {
  const select = h(
    'select',
    {
      id: 'account-select',
      'aria-label': t('Dev account'),
      onchange: (event) => void wallet.selectAccount(Number((event.target as HTMLSelectElement).value)),
    },
    ...ADDRESSES.map((address, i) =>
      h('option', { value: String(i), selected: i === state.accountIndex }, `#${i}  ${short(address)}`),
    ),
  )
  return h(
    'section',
    {},
    h('h2', {}, t('Account')),
    h(
      'div',
      { class: 'row' },
      select,
      h('span', { class: 'muted' }, t('anvil devnet, chain 31337, {rpcUrl}', { rpcUrl: config.rpcUrl })),
    ),
    h('p', { class: 'mono', 'data-testid': 'address', dir: 'ltr' }, state.address),
    h(
      'p',
      { 'data-testid': 'balance', dir: 'auto' },
      state.balance ?? t('Balance: anvil did not answer (is `npm start` running?)'),
    ),
  )
}

function pairSection(state: WalletState, wallet: DevWallet) {
  const pair = () => {
    const value = uriInput.value
    uriInput.value = ''
    if (value.trim()) void wallet.pair(value)
  }
  uriInput.placeholder = t('wc:…  (paste a WalletConnect pairing URI)')
  uriInput.setAttribute('aria-label', t('Pairing URI'))
  return h(
    'section',
    {},
    h('h2', {}, t('Pair')),
    h(
      'div',
      { class: 'row' },
      uriInput,
      h(
        'button',
        { id: 'pair', type: 'button', disabled: state.relay !== 'ready' || state.pairing, onclick: pair },
        t('Pair'),
      ),
    ),
    h(
      'p',
      { class: 'muted', 'data-testid': 'relay-status', 'data-state': state.relay },
      state.relay === 'connecting'
        ? t('Connecting to the relay…')
        : state.relay === 'ready'
          ? state.pairing
            ? t('Pairing: waiting for the dApp’s proposal…')
            : t('In the dApp, choose “Airlock Dev Wallet” in Connect, or paste its WalletConnect link here.')
          : state.relay === 'moved'
            ? t('This wallet is open in a newer tab; this one has stopped.')
            : t('No relay: the wallet cannot pair.'),
    ),
    state.relay === 'moved'
      ? h(
          'button',
          { type: 'button', 'data-testid': 'use-this-tab', onclick: () => location.reload() },
          t('Use this tab'),
        )
      : null,
    state.error
      ? h('p', { class: 'error', role: 'alert', 'data-testid': 'wallet-error' }, state.error)
      : null,
  )
}

function proposalsSection(state: WalletState, wallet: DevWallet) {
  if (!state.proposals.length) return null
  return h(
    'section',
    {},
    h('h2', {}, t('Connection requests')),
    ...state.proposals.map((p) => {
      // Shown in the page's language; the dApp gets the English of p.answer.reject.
      const refusal = 'reject' in p.answer ? (p.refusal ?? p.answer.reject) : undefined
      return h(
        'div',
        { class: 'item', 'data-testid': 'proposal', 'data-dapp': p.dapp },
        h('strong', {}, p.dapp),
        h(
          'div',
          { class: 'muted' },
          p.chains.length
            ? t('{url} asks for {chains}', { url: p.url, chains: p.chains.join(', ') })
            : t('{url} asks for no chain', { url: p.url }),
        ),
        refusal ? h('p', { class: 'error', 'data-testid': 'proposal-refusal' }, refusal) : null,
        h(
          'div',
          { class: 'row' },
          h(
            'button',
            {
              type: 'button',
              'data-testid': 'proposal-approve',
              disabled: Boolean(refusal),
              onclick: () => void wallet.approveProposal(p.id),
            },
            t('Approve {address} on chain 31337', { address: short(state.address) }),
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'secondary',
              'data-testid': 'proposal-reject',
              onclick: () => void wallet.rejectProposal(p.id),
            },
            t('Reject'),
          ),
        ),
      )
    }),
  )
}

function requestsSection(state: WalletState, wallet: DevWallet) {
  return h(
    'section',
    {},
    h('h2', {}, t('Requests ({count})', { count: state.requests.length })),
    state.requests.length ? null : h('p', { class: 'muted' }, t('Nothing to approve.')),
    ...state.requests.map((r) =>
      h(
        'div',
        { class: 'item', 'data-testid': 'request', 'data-method': r.method },
        // A summary's title is a msg() text; a method the wallet has no words for is its own title.
        h('strong', {}, r.title === r.method ? r.method : t(r.title)),
        h('span', { class: 'muted' }, `  ${t('{method} from {dapp}', { method: r.method, dapp: r.dapp })}`),
        h('pre', {}, r.detail),
        h(
          'div',
          { class: 'row' },
          h(
            'button',
            {
              type: 'button',
              'data-testid': 'request-approve',
              onclick: () => void wallet.approveRequest(r),
            },
            t('Approve'),
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'secondary',
              'data-testid': 'request-reject',
              onclick: () => void wallet.rejectRequest(r),
            },
            t('Reject'),
          ),
        ),
      ),
    ),
  )
}

function sessionsSection(state: WalletState, wallet: DevWallet) {
  return h(
    'section',
    {},
    h('h2', {}, t('Connected dApps')),
    state.sessions.length ? null : h('p', { class: 'muted' }, t('None yet.')),
    ...state.sessions.map((s) =>
      h(
        'div',
        { class: 'item row', 'data-testid': 'session', 'data-dapp': s.dapp },
        h('strong', {}, s.dapp),
        h('span', { class: 'muted', dir: 'ltr' }, s.url),
        h(
          'button',
          { type: 'button', class: 'secondary', onclick: () => void wallet.disconnect(s.topic) },
          t('Disconnect'),
        ),
      ),
    ),
  )
}

function logSection(state: WalletState) {
  if (!state.log.length) return null
  return h(
    'section',
    {},
    h('h2', {}, t('History')),
    ...state.log.map((entry) =>
      h(
        'div',
        { class: 'item', 'data-testid': 'history', 'data-outcome': entry.outcome },
        h(
          'strong',
          {},
          t(
            '{outcome, select, approved {approved} rejected {rejected} failed {failed} refused {refused} other {{outcome}}}: {method}',
            { outcome: entry.outcome, method: entry.method },
          ),
        ),
        h('span', { class: 'muted' }, `  ${entry.dapp}`),
        h('div', { class: 'mono muted', dir: 'auto' }, entry.detail),
      ),
    ),
  )
}

type Section = {
  /** The state this section shows: it is rebuilt only when one of these changed (by identity). */
  deps: (state: WalletState) => unknown[]
  build: (state: WalletState) => HTMLElement | null
}

/**
 * Mounts the page and keeps it in step with the state. Each section is rebuilt only when what it shows
 * changed: a balance update must not replace an Approve button under the user's click.
 */
export function mountWallet(
  root: HTMLElement,
  store: { get(): WalletState; subscribe(listener: (state: WalletState) => void): unknown },
  config: DevWalletConfig,
  wallet: DevWallet,
) {
  const sections: Section[] = [
    { deps: (s) => [s.accountIndex, s.address, s.balance], build: (s) => accountSection(s, config, wallet) },
    { deps: (s) => [s.relay, s.pairing, s.error], build: (s) => pairSection(s, wallet) },
    { deps: (s) => [s.proposals, s.address], build: (s) => proposalsSection(s, wallet) },
    { deps: (s) => [s.requests], build: (s) => requestsSection(s, wallet) },
    { deps: (s) => [s.sessions], build: (s) => sessionsSection(s, wallet) },
    { deps: (s) => [s.log], build: (s) => logSection(s) },
  ]
  const slots = sections.map(() => h('div', {}))
  const shown: unknown[][] = sections.map(() => [])
  const update = (state: WalletState) =>
    sections.forEach((section, i) => {
      const deps = section.deps(state)
      if (deps.length === shown[i]?.length && deps.every((d, j) => Object.is(d, shown[i]?.[j]))) return
      shown[i] = deps
      const built = section.build(state)
      slots[i]?.replaceChildren(...(built ? [built] : []))
    })
  root.replaceChildren(
    h(
      'header',
      {},
      h('img', { src: '/icon.svg', alt: '' }),
      h('h1', {}, 'Airlock Dev Wallet'),
      h('span', { class: 'badge' }, t('development only: these keys are public')),
    ),
    h('main', {}, ...slots),
  )
  update(store.get())
  store.subscribe(update)
}
