import type { ReactNode, RefObject } from 'react'
import { t } from '../i18n/t.js'
import { BackIcon, CloseIcon } from './icons.js'

const iconButton =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-zinc-600 outline-none transition-colors duration-150 hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:text-zinc-400 dark:hover:bg-zinc-800'

/**
 * The card's header: back (only where history allows), the view's title as the dialog's heading,
 * optional extras beside it, and close. The heading takes focus on every view change, so it is
 * keyed by view: a new element, a new focus event for screen readers. The sides are as wide as the
 * wider of them needs, so the title stays centred with all the room left; a title longer than that
 * wraps to a second line rather than being cut.
 */
export function Header(props: {
  view: string
  title: string
  headingRef: RefObject<HTMLHeadingElement | null>
  canGoBack: boolean
  onBack: () => void
  onClose: () => void
  /** Closing is not allowed here (a required sign-in without a session). */
  closeDisabled?: boolean
  /** Embedded mode: the card is part of the page, there is nothing to close. */
  closeHidden?: boolean
  leading?: ReactNode
  trailing?: ReactNode
}) {
  // Room for close alone, or for the extras beside it (two 40 px buttons and their gap).
  const side = props.trailing ? 'w-[84px]' : 'w-10'
  return (
    <header className="flex min-h-14 shrink-0 items-center gap-1 px-3 py-1.5">
      <div className={`flex ${side} shrink-0`}>
        <button
          type="button"
          aria-label={t('Back')}
          data-testid="header-back"
          onClick={props.onBack}
          className={`${iconButton} ${props.canGoBack ? '' : 'invisible'}`}
        >
          <BackIcon />
        </button>
      </div>
      <div className="flex min-w-0 flex-1 items-center justify-center gap-2">
        {props.leading}
        <h1
          key={props.view}
          ref={props.headingRef}
          id="airlock-title"
          tabIndex={-1}
          className="line-clamp-2 min-w-0 text-center text-[15px] leading-5 font-semibold text-balance break-words outline-none"
        >
          {props.title}
        </h1>
      </div>
      <div className={`flex ${side} shrink-0 items-center justify-end gap-1`}>
        {props.trailing}
        <button
          type="button"
          aria-label={t('Close')}
          data-testid="header-close"
          onClick={props.onClose}
          disabled={props.closeDisabled}
          className={`${iconButton} disabled:opacity-40 ${props.closeHidden ? 'invisible' : ''}`}
        >
          <CloseIcon />
        </button>
      </div>
    </header>
  )
}

/** A header link that the host opens (the sandbox blocks the frame's own popups). */
export function HeaderLink(props: {
  href: string
  label: string
  testId: string
  onOpen: (href: string) => void
  children: ReactNode
}) {
  return (
    <a
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={props.label}
      title={props.label}
      data-testid={props.testId}
      onClick={(event) => {
        event.preventDefault()
        props.onOpen(props.href)
      }}
      className={iconButton}
    >
      {props.children}
    </a>
  )
}
