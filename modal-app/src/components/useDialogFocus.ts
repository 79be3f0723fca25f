import { type RefObject, useEffect } from 'react'
import { closeModal } from '../controllers/navigation.js'
import { nextTabStop, tabStops } from './dialogFocus.js'

/**
 * Keyboard and focus of the open dialog: focus goes to the view's heading when the dialog opens and
 * after every view change (a screen reader then reads the new view's title), comes back to it when
 * the frame regains focus with nothing focused, Tab and Shift+Tab wrap inside the card, Escape closes.
 * `view` is only a trigger: the heading is remounted per view, so focusing it is a new focus event.
 * Embedded (`inline`), the card is part of the page: focus is not trapped, and moves to the heading
 * only while the visitor is in the frame (never taken from the page).
 */
export function useDialogFocus(
  open: boolean,
  view: string,
  card: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  inline = false,
) {
  useEffect(() => {
    if (open && view && (!inline || document.hasFocus())) heading.current?.focus({ preventScroll: true })
  }, [open, view, heading, inline])

  useEffect(() => {
    if (!open) return
    const onFocus = () => {
      if (inline) return
      const active = document.activeElement
      if (!active || active === document.body || !card.current?.contains(active))
        heading.current?.focus({ preventScroll: true })
    }
    // On window: a clicked row may have unmounted, leaving focus on <body>, outside the card.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        closeModal()
      } else if (event.key === 'Tab' && card.current && !inline) {
        event.preventDefault()
        const next = nextTabStop(tabStops(card.current), document.activeElement, event.shiftKey)
        ;(next ?? heading.current)?.focus()
      }
    }
    window.addEventListener('focus', onFocus)
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('focus', onFocus)
      window.removeEventListener('keydown', onKeyDown)
    }
  }, [open, card, heading, inline])
}
