import type { ChannelStats } from '@airlock/shared-protocol/host'
import type { Frame, Page } from 'playwright-core'
import { POLLUTION_KEY } from './forgeContext.ts'
import { MARKER, prototypeKeysIn } from './observeState.ts'

/** The proof listener's counters, as wallet-frame/src/channel/listenToPopup.ts keeps them. */
export interface ProofListenerStats {
  answered: number
  dropped: { foreignOrigin: number; foreignSource: number; malformed: number; otherIntent: number }
}

/** `window.__airlockWalletFrameDiagnostics()`: the frame's two listeners, counts only. */
export interface WalletFrameDiagnostics {
  /** The modal's listener (listenToModal.ts): every message from a window other than the parent is foreignSource. */
  stats: ChannelStats
  /** The social popup's proof listener: it sees every message too. */
  proofStats: ProofListenerStats
}

export function readWalletDiagnostics(wallet: Frame): Promise<WalletFrameDiagnostics> {
  return wallet.evaluate(() => {
    const read = (window as unknown as { __airlockWalletFrameDiagnostics?: () => WalletFrameDiagnostics })
      .__airlockWalletFrameDiagnostics
    if (!read) throw new Error('the wallet frame has no __airlockWalletFrameDiagnostics(): is it active?')
    const diagnostics = read()
    if (!diagnostics.proofStats) throw new Error('the wallet frame does not count its proof requests')
    return diagnostics
  })
}

/** Everything a forged message could have changed in the wallet frame, as it and its modal show it. */
export interface WalletFrameState {
  walletUrl: string
  /** Set before the attack: gone means the frame was reloaded (a RELOAD event) or replaced. */
  walletMarker: unknown
  walletPrototypes: string[]
  /** The page's root: `data-frame`, `data-approval`, `data-theme`, and the theme variables (SYNC_THEME). */
  walletRoot: { dataset: Record<string, string>; style: string }
  /** The approval the frame draws for a signing request: hidden, and empty. */
  walletApproval: { hidden: boolean; html: string }
  /** How the modal shows the frame: hidden unless a signing request is up. */
  walletFrameStyle: { opacity: string; pointerEvents: string }
  /** The wallet service's answer in this browser's partition: nobody signed in meanwhile. */
  walletSession: unknown
  /** The wallet origin's cookies by name (the flow cookie of the sign-in; no session cookie). */
  walletCookies: string[]
}

export async function observeWalletFrame(page: Page, modal: Frame, wallet: Frame): Promise<WalletFrameState> {
  const inFrame = await wallet.evaluate(async (marker) => {
    const root = document.documentElement
    const approval = document.getElementById('approval')
    const session = await fetch('/api/is-connected', { credentials: 'include' })
    return {
      walletUrl: location.href,
      walletMarker: (window as unknown as Record<string, unknown>)[marker],
      walletRoot: {
        dataset: { ...root.dataset } as Record<string, string>,
        style: root.getAttribute('style') ?? '',
      },
      walletApproval: { hidden: approval?.hidden ?? false, html: approval?.innerHTML ?? 'no approval root' },
      walletSession: { status: session.status, body: await session.json() },
    }
  }, MARKER)
  const walletFrameStyle = await modal.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-testid="wallet-frame"]')
    return {
      opacity: frame?.style.opacity ?? 'no frame',
      pointerEvents: frame?.style.pointerEvents ?? 'no frame',
    }
  })
  const cookies = await page.context().cookies(new URL(wallet.url()).origin)
  return {
    ...inFrame,
    walletPrototypes: await wallet.evaluate(prototypeKeysIn, POLLUTION_KEY),
    walletFrameStyle,
    walletCookies: cookies.map((c) => c.name).sort(),
  }
}
