import {
  type ClickGuardState,
  type GuardedTarget,
  guardTarget,
  type SightEnvironment,
} from '@airlock/shared-protocol/visibility'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useApp } from '../stores/useApp.js'

export interface ClickGuardHandle<T extends Element> {
  /**
   * On the element around the guarded button, not the button: a disabled button is drawn translucent,
   * and the observer counts the target's own opacity.
   */
  ref: (element: T | null) => () => void
  /** Clicks act: keep the button disabled otherwise. */
  armed: boolean
  /** The page hides or covers the modal: show GuardNotice. */
  obscured: boolean
  /** GuardNotice's id, for the button's `aria-describedby` while obscured. */
  noticeId: string
  /** `action`, run only while armed (a click that slips past `disabled` does nothing). */
  guard<A extends unknown[]>(action: (...args: A) => void): (...args: A) => void
}

/**
 * The click guard of a modal button that makes a wallet sign or send (issue 35: clickjacking). It arms
 * once the button has been visible, whole and uncovered, across the host page too, for
 * clickGuardTimes.dwell (shared-protocol's visibility entry); while the modal is closed, or its
 * snackbar shows, it stays disarmed and quiet. Its observer lives only as long as the button.
 */
export function useClickGuard<T extends Element>(env?: SightEnvironment): ClickGuardHandle<T> {
  // The modal's own snackbar is drawn over the card's bottom, where the buttons are: while it shows
  // (2.2 s) they are disarmed as under any cover, but the page is not to blame, so no notice either.
  const active = useApp((s) => s.open && s.snackbar === undefined)
  const [state, setState] = useState<ClickGuardState>('waiting')
  const target = useRef<GuardedTarget | undefined>(undefined)
  const activeRef = useRef(active)
  activeRef.current = active
  const noticeId = useId()

  const ref = useCallback(
    (element: T | null) => {
      if (!element) return () => undefined
      const guarded = guardTarget(element, { env, onChange: setState })
      guarded.setActive(activeRef.current)
      target.current = guarded
      return () => {
        guarded.stop()
        if (target.current === guarded) target.current = undefined
        setState('waiting')
      }
    },
    [env],
  )
  useEffect(() => target.current?.setActive(active), [active])

  const guard = useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (target.current?.armed) action(...args)
      },
    [],
  )
  return { ref, armed: state === 'armed', obscured: state === 'obscured', noticeId, guard }
}
