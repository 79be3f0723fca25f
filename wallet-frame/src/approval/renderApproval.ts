import type { AccountType } from '@airlock/shared-protocol'
import {
  clickGuardTimes,
  type GuardedTarget,
  type SightEnvironment,
} from '@airlock/shared-protocol/visibility'
import type { DappData } from '../handlers/handlerTypes.js'
import { msg, t } from '../i18n/t.js'
import type { ApprovalUi } from './approvalQueue.js'
import type { RequestDescription } from './describeRequest.js'
import { el } from './el.js'
import { guardApprove } from './guardApprove.js'

export interface ApprovalView extends RequestDescription {
  method: string
  /** The signed-in user's address: the account that signs. */
  account: string
  /** Which of the user's accounts that is: the visitor sees whether the smart account or the EOA acts. */
  accountType?: AccountType
  /** What the dApp says it is (SYNC_DAPP_DATA), if it said. */
  dapp: DappData | undefined
  /** The page the modal is embedded in, as the browser reports it (`ancestorOrigins[1]`), if known. */
  requestedFrom: string | undefined
  /**
   * The title and rows afresh, in the locale shown now (describeRequest); the view's own `title` and
   * `rows` otherwise. Called at each drawing: the modal can change the locale while a request waits.
   */
  describe?: () => RequestDescription
}

const accountTypeNames: Record<AccountType, string> = {
  smartAccount: msg('Smart account'),
  eoa: msg('EOA'),
  payment: msg('Payment account'),
}

/** The approval on the page: the queue's side, and a redraw when the locale changes. */
export interface MountedApproval extends ApprovalUi {
  /**
   * The request on screen drawn again in the locale now shown (the same decision waits; Approve arms
   * afresh, as for any new drawing).
   */
  redraw(): void
}

export interface MountApprovalOptions {
  /**
   * Approve stays disabled until it has been visible this long without a break (clickGuardTimes.dwell),
   * counted afresh for each request: a click meant for what was there before, or lured by a page that
   * hides or covers the modal, cannot approve it.
   */
  armMs?: number
  /** Where the visibility check comes from (tests); the page's IntersectionObserver otherwise. */
  sightEnv?: SightEnvironment
}

/**
 * The approval, drawn in the wallet origin's own page so that only the visitor's click here can
 * approve: a dialog with the request's title (focused), the dApp, the account, the details, and the
 * Reject and Approve buttons (Escape rejects). Approve arms only once the visitor can really see it
 * (clickGuard.ts): a page that hides or covers the modal gets a notice, never an approval. Hidden,
 * with a transparent page, while nothing waits. Every text is set as text, never as HTML.
 */
export function mountApproval(
  root: HTMLElement,
  { armMs = clickGuardTimes.dwell, sightEnv }: MountApprovalOptions = {},
): MountedApproval {
  const doc = root.ownerDocument
  let onKey: ((event: KeyboardEvent) => void) | undefined
  let guard: GuardedTarget | undefined
  let queueNote: HTMLElement | undefined
  let buttons: HTMLButtonElement[] = []
  /** What is on screen, to draw again in another locale. */
  let shown:
    | { view: ApprovalView; decide: (approved: boolean) => void; waiting: number; busy: boolean }
    | undefined

  function clear() {
    if (onKey) doc.removeEventListener('keydown', onKey)
    onKey = undefined
    guard?.stop()
    guard = undefined
  }

  const ui: MountedApproval = {
    show(view, decide) {
      clear()
      shown = { view, decide, waiting: 0, busy: false }
      const { title, rows } = view.describe?.() ?? view
      const dapp = view.dapp
      const icon = dapp?.icon
        ? el(doc, 'img', { src: dapp.icon, alt: '', referrerpolicy: 'no-referrer' })
        : ''
      const details = el(doc, 'dl', { class: 'details' }, el(doc, 'dt', {}, t('Account')))
      details.append(
        el(doc, 'dd', { 'data-testid': 'wallet-account', class: 'mono', dir: 'ltr' }, view.account),
      )
      if (view.accountType)
        details.append(
          el(doc, 'dt', {}, t('From')),
          el(doc, 'dd', { 'data-testid': 'wallet-account-type' }, t(accountTypeNames[view.accountType])),
        )
      // A value reads in its own direction (an address or amount left to right in Arabic too).
      for (const row of rows)
        details.append(
          el(doc, 'dt', {}, row.label),
          el(
            doc,
            'dd',
            { 'data-testid': row.testId, dir: 'auto', ...(row.block ? { class: 'block' } : {}) },
            row.value,
          ),
        )
      const reject = el(doc, 'button', { type: 'button', 'data-testid': 'wallet-reject' }, t('Reject'))
      const approve = el(
        doc,
        'button',
        { type: 'button', 'data-testid': 'wallet-approve', class: 'primary' },
        t('Approve'),
      )
      approve.disabled = true
      const actions = el(doc, 'div', { class: 'actions' }, reject, approve)
      reject.addEventListener('click', () => decide(false))
      approve.addEventListener('click', () => {
        if (guard?.armed) decide(true)
      })
      onKey = (event) => {
        if (event.key === 'Escape' && !reject.disabled) decide(false)
      }
      doc.addEventListener('keydown', onKey)
      buttons = [reject, approve]
      queueNote = el(doc, 'p', { 'data-testid': 'wallet-queue', class: 'queue', 'aria-live': 'polite' })
      const heading = el(doc, 'h1', { id: 'wallet-approval-title', tabindex: '-1' }, title)
      const from = el(
        doc,
        'p',
        { class: 'dapp' },
        icon,
        el(doc, 'span', { 'data-testid': 'wallet-dapp' }, dapp?.name ?? t('An app')),
        ...(dapp?.url
          ? [el(doc, 'span', { 'data-testid': 'wallet-dapp-url', class: 'muted', dir: 'ltr' }, dapp.url)]
          : []),
        ...(view.requestedFrom
          ? [
              el(
                doc,
                'span',
                { 'data-testid': 'wallet-dapp-origin', class: 'muted' },
                t('on {origin}', { origin: view.requestedFrom }),
              ),
            ]
          : []),
      )
      const dialog = el(
        doc,
        'section',
        {
          role: 'dialog',
          'aria-modal': 'true',
          'aria-labelledby': 'wallet-approval-title',
          'data-testid': 'wallet-approval',
          'data-method': view.method,
        },
        heading,
        from,
        details,
        queueNote,
        actions,
      )
      root.replaceChildren(dialog)
      root.removeAttribute('aria-busy')
      root.hidden = false
      doc.documentElement.dataset.approval = 'open'
      heading.focus()
      // Watched once drawn: the observer's first look is at the page as the visitor gets it.
      guard = guardApprove(approve, actions, { dwellMs: armMs, env: sightEnv })
    },
    setWaiting(count) {
      if (!queueNote || !shown) return
      shown.waiting = count
      queueNote.textContent =
        count > 0
          ? t('{count, plural, one {{count} more request waiting} other {{count} more requests waiting}}', {
              count,
            })
          : ''
    },
    setBusy() {
      clear()
      if (shown) shown.busy = true
      for (const button of buttons) button.disabled = true
      buttons[1]?.replaceChildren(t('Approving…'))
      root.setAttribute('aria-busy', 'true')
    },
    redraw() {
      if (!shown) return
      const { view, decide, waiting, busy } = shown
      ui.show(view, decide)
      ui.setWaiting(waiting)
      if (busy) ui.setBusy()
    },
    hide() {
      clear()
      shown = undefined
      root.replaceChildren()
      root.hidden = true
      root.removeAttribute('aria-busy')
      buttons = []
      queueNote = undefined
      doc.documentElement.dataset.approval = 'idle'
    },
  }
  return ui
}
