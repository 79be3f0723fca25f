import {
  type CustomWallet,
  connectMethodsOrderWithInjected,
  defaultFeatures,
  type HostWallet,
  type SocialProvider,
} from '@airlock/shared-protocol'
import { type ReactNode, useState } from 'react'
import { type DirectoryWallet, walletImageUrl } from '../../api/directory.js'
import { ChevronIcon, WalletIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { loadViews } from '../../components/loadViews.js'
import { preloadable } from '../../components/preloadable.js'
import { WalletConnectLogo } from '../../components/WalletConnectLogo.js'
import { WalletImage } from '../../components/WalletImage.js'
import { showCodeLoadFailure } from '../../controllers/snackbar.js'
import { emailAvailable, socialsAvailable } from '../../embedded/embeddedAvailable.js'
import { t } from '../../i18n/t.js'
import type { RecentWallet } from '../../lib/persistence.js'
import { useApp } from '../../stores/useApp.js'
import { AllWalletsRow } from './AllWalletsRow.js'
import { connectListed, hasWalletLink, pairWith } from './connectListed.js'
import { LegalCheckbox } from './LegalCheckbox.js'
import { LaterTermsLinks as TermsLinks } from './laterTermsLinks.js'
import { useLegalAgreed } from './legalConsent.js'
import { NewToWallets } from './NewToWallets.js'
import { orderWallets } from './orderWallets.js'
import { RecentTag } from './RecentTag.js'
import { useDirectoryWallets } from './useDirectoryWallets.js'
import { useProjectRefused } from './useProjectRefused.js'

// The connection controller is not boot code: fetched by the first click on a browser wallet, or in
// idle time with the views a click shows (ConnectingExternal imports it).
const connectWallet = (walletId: string) =>
  import('../../controllers/connection.js').then((m) => m.connectWallet(walletId), showCodeLoadFailure)

// The social buttons (and their icons) load beside Connect, not in its first chunk; the placeholder
// holds their height so nothing moves when they arrive.
const SocialLogins = preloadable(
  () => import('../SocialLogin/SocialLogins.js'),
  ({ providers }) => <div aria-hidden="true" className={providers.length > 1 ? 'h-[104px]' : 'h-12'} />,
)
// The email field too: its error and busy states, and the embedded wallet's store, load beside Connect.
const EmailLoginField = preloadable(
  () => import('./EmailLoginField.js'),
  () => <div aria-hidden="true" className="h-12" />,
)

// The Ledger row (spec section 3's EXTERNAL slot) and the directory's error notice, rarely shown, come
// with the views chunk (fetched once Connect has rendered): neither is boot code nor a file name here.
const LedgerRow = preloadable<{ disabled: boolean; recent?: boolean }>(() =>
  loadViews().then((views) => ({ default: views.LedgerRow })),
)
const DirectoryNotice = preloadable<Parameters<typeof import('./DirectoryNotice.js').DirectoryNotice>[0]>(
  () => loadViews().then((views) => ({ default: views.DirectoryNotice })),
)

function SocialSection({ providers, disabled }: { providers: readonly SocialProvider[]; disabled: boolean }) {
  if (providers.length === 0) return null
  return <SocialLogins providers={providers} disabled={disabled} />
}

const DEFAULT_ORDER = defaultFeatures.connectorTypeOrder

function HostWalletRow({
  wallet,
  recent,
  disabled,
  chains,
}: {
  wallet: HostWallet
  recent: boolean
  disabled: boolean
  /** Show the chains it serves: the app has networks of both namespaces. */
  chains: boolean
}) {
  return (
    <ListRow
      testId="wallet-row"
      data={{ name: wallet.name, rdns: wallet.rdns }}
      onClick={() => void connectWallet(wallet.id)}
      disabled={disabled}
      trailing={
        recent ? (
          <RecentTag />
        ) : wallet.type === 'EXTERNAL' ? (
          // The Coinbase SDK and a Safe App's Safe run from the page: nothing the browser has installed.
          <ChevronIcon />
        ) : (
          <span className="rounded-md bg-emerald-500/10 px-1.5 py-0.5 font-semibold text-emerald-800 dark:text-emerald-400">
            {t('Installed')}
          </span>
        )
      }
    >
      <WalletImage src={wallet.icon} name={wallet.name} />
      {/* The chains go under the name, so a long name keeps its room. */}
      <span className="flex min-w-0 flex-col">
        <span className="truncate">{wallet.name}</span>
        {chains ? (
          <span
            data-testid="wallet-namespaces"
            className="flex gap-1 text-xs text-zinc-500 dark:text-zinc-400"
          >
            {(wallet.namespaces ?? ['eip155']).map((n) => (
              <span key={n} className="rounded-md border border-zinc-300 px-1 dark:border-zinc-600">
                {n === 'solana' ? 'Solana' : 'EVM'}
              </span>
            ))}
          </span>
        ) : null}
      </span>
    </ListRow>
  )
}

function ListedWalletRow({
  wallet,
  testId,
  icon,
  recent = false,
  disabled,
}: {
  wallet: DirectoryWallet | CustomWallet | RecentWallet
  testId: string
  icon: string | undefined
  recent?: boolean
  disabled: boolean
}) {
  return (
    <ListRow
      testId={testId}
      data={{ name: wallet.name, id: wallet.id }}
      onClick={() => connectListed(wallet, icon)}
      disabled={disabled}
      trailing={recent ? <RecentTag /> : <ChevronIcon />}
    >
      <WalletImage src={icon} name={wallet.name} />
      <span className="truncate">{wallet.name}</span>
    </ListRow>
  )
}

export function ConnectView() {
  const found = useApp((s) => s.wallets)
  const networks = useApp((s) => s.networks)
  const listed = new Set<string>(networks.map((n) => n.chainNamespace))
  const chains = listed.has('solana') && listed.has('eip155')
  // A wallet is offered when the app has a network it serves (a Solana-only one needs a Solana network).
  const wallets = found.filter((w) => (w.namespaces ?? ['eip155']).some((namespace) => listed.has(namespace)))
  const walletsListed = useApp((s) => s.walletsListed)
  const recent = useApp((s) => s.recentWallets)
  const options = useApp((s) => s.options)
  const directory = useDirectoryWallets(wallets)
  const recentIds = new Set(recent.map((w) => w.id))
  // Directory and custom wallets paired with before: not installed here, remembered with their links.
  const recentListed = recent.filter((w) => !wallets.some((h) => h.id === w.id) && hasWalletLink(w))
  // A recent wallet stored under its old slug is the same directory wallet as its explorer id.
  const isRecent = (w: DirectoryWallet) =>
    recentIds.has(w.id) || (w.slug !== undefined && recentIds.has(w.slug))
  const featured = directory.featured.filter((w) => !isRecent(w))
  const recommended = directory.recommended.filter((w) => !isRecent(w))
  const ordered = orderWallets(wallets, recent)
  const order = options?.features?.connectorTypeOrder ?? DEFAULT_ORDER
  const terms = options?.termsConditionsUrl
  const privacy = options?.privacyPolicyUrl
  const agreed = useLegalAgreed()
  // features.legalCheckbox: every way to a wallet stays shut until the visitor agrees.
  const legal = options?.features?.legalCheckbox === true && Boolean(terms || privacy)
  // A project the cloud refused here connects nothing: its alert says why, and no row pretends otherwise.
  const refused = useProjectRefused()
  const locked = (legal && !agreed) || refused
  const email = emailAvailable()
  const socials = socialsAvailable()
  // Spec section 1: email, social, wallet; the wallet first when a browser wallet is usable.
  const methods =
    options?.features?.connectMethodsOrder ??
    (wallets.length > 0 ? connectMethodsOrderWithInjected : defaultFeatures.connectMethodsOrder)
  // features.collapseWallets (or emailShowWallets: false beside the email field): only the other
  // connect methods and "Continue with a wallet" at first.
  const [expanded, setExpanded] = useState(false)
  const collapsed =
    (options?.features?.collapseWallets === true ||
      ((email || socials.length > 0) && options?.features?.emailShowWallets === false)) &&
    !expanded
  const emailField = email ? <EmailLoginField key="email" disabled={locked} /> : null
  const socialField = <SocialSection key="social" providers={socials} disabled={locked} />
  const inOrder = (wallet: ReactNode) =>
    methods.map((method) => (method === 'email' ? emailField : method === 'wallet' ? wallet : socialField))

  const sections: Record<(typeof DEFAULT_ORDER)[number], ReactNode> = {
    walletConnect: (
      <ListRow
        key="walletConnect"
        testId="walletconnect"
        data={{ name: 'WalletConnect' }}
        onClick={() => pairWith(null)}
        disabled={locked}
        trailing={
          // A phone (isMobile's test, in CSS so the prerendered dialog has it too) has no QR code to
          // scan from itself: there the row opens the wallet list.
          <>
            <span
              data-testid="walletconnect-qr-tag"
              className="rounded-md bg-[var(--al-accent)]/10 px-1.5 py-0.5 font-semibold text-[var(--al-accent-text)] pointer-coarse:max-md:hidden"
            >
              {t('QR code')}
            </span>
            <span className="hidden pointer-coarse:max-md:block">
              <ChevronIcon />
            </span>
          </>
        }
      >
        <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-[#3396ff] text-white">
          <WalletConnectLogo size={26} />
        </span>
        <span>WalletConnect</span>
      </ListRow>
    ),
    recent: [
      ...ordered
        .filter((w) => recentIds.has(w.id))
        .map((w) => <HostWalletRow key={w.id} wallet={w} recent disabled={locked} chains={chains} />),
      <LedgerRow key="ledger" recent disabled={locked} />,
      ...recentListed.map((w) => (
        <ListedWalletRow
          key={w.id}
          wallet={w}
          testId="recent-wallet"
          icon={w.icon}
          recent
          disabled={locked}
        />
      )),
    ],
    injected: ordered
      .filter((w) => !recentIds.has(w.id))
      .map((w) => <HostWalletRow key={w.id} wallet={w} recent={false} disabled={locked} chains={chains} />),
    featured: featured.map((w) => (
      <ListedWalletRow
        key={w.id}
        wallet={w}
        testId="featured-wallet"
        icon={walletImageUrl(w.image_id)}
        disabled={locked}
      />
    )),
    custom: (options?.customWallets ?? [])
      .filter((w) => !recentIds.has(w.id))
      .map((w) => (
        <ListedWalletRow key={w.id} wallet={w} testId="custom-wallet" icon={w.image_url} disabled={locked} />
      )),
    external: <LedgerRow key="external" disabled={locked} />,
    recommended: recommended.map((w) => (
      <ListedWalletRow
        key={w.id}
        wallet={w}
        testId="recommended-wallet"
        icon={walletImageUrl(w.image_id)}
        disabled={locked}
      />
    )),
  }

  if (collapsed) {
    return (
      <ConnectLayout locked={locked} top={legal ? <LegalCheckbox terms={terms} privacy={privacy} /> : null}>
        {inOrder(
          <ListRow
            key="wallet"
            testId="continue-with-wallet"
            onClick={() => setExpanded(true)}
            trailing={<ChevronIcon />}
            disabled={locked}
          >
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-zinc-200 text-zinc-600 dark:bg-zinc-700 dark:text-zinc-300">
              <WalletIcon />
            </span>
            <span>{t('Continue with a wallet')}</span>
          </ListRow>,
        )}
      </ConnectLayout>
    )
  }

  return (
    <ConnectLayout
      locked={locked}
      top={legal ? <LegalCheckbox terms={terms} privacy={privacy} /> : null}
      bottom={
        !legal && (terms || privacy) ? (
          <p className="px-4 text-center text-[12px] text-zinc-500 dark:text-zinc-400">
            <TermsLinks terms={terms} privacy={privacy} />
          </p>
        ) : null
      }
    >
      {inOrder(
        <div
          className="flex flex-col gap-2"
          key="wallet"
          data-testid="wallet-list"
          aria-disabled={locked || undefined}
        >
          {order.map((type) => sections[type])}
          {walletsListed && wallets.length === 0 ? (
            <p className="px-2 text-[13px] text-zinc-500 dark:text-zinc-400">
              {t('No browser wallet found in this browser.')}
            </p>
          ) : null}
          {/* Refused, the alert says why the directory answered 401: no second message for it. */}
          {directory.error && !refused ? (
            <DirectoryNotice
              reason={directory.error}
              retrying={directory.retrying === true}
              onRetry={directory.retry}
            />
          ) : null}
          <AllWalletsRow disabled={locked} />
        </div>,
      )}
    </ConnectLayout>
  )
}

/**
 * As AppKit's: the ways in scroll inside a list of capped height (less when the card has less room),
 * between what stays put: the legal checkbox above, the wallet guide and terms below. 440 px shows
 * six rows and part of a seventh, so a longer list looks like one that scrolls.
 */
function ConnectLayout({
  top,
  bottom,
  locked,
  children,
}: {
  top: ReactNode
  bottom?: ReactNode
  /** Every row is disabled: the list itself takes the focus, so a keyboard can still scroll it. */
  locked: boolean
  children: ReactNode
}) {
  return (
    <div className="flex min-h-0 flex-col gap-2">
      {top}
      {/* Bleeds to the card's edges, so focus rings are not cut by the scroll box. */}
      <div
        data-testid="connect-list"
        tabIndex={locked ? 0 : undefined}
        className="al-scroll -mx-4 flex max-h-[440px] min-h-0 flex-col gap-2 overflow-y-auto px-4 py-0.5"
      >
        {children}
      </div>
      <NewToWallets />
      {bottom}
    </div>
  )
}
