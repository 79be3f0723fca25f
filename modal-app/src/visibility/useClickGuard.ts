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
 * clickGuardTimes.dwell (shared-protocol's visibility entry); while the modal is closed it stays
 * disarmed and quiet. Its observer lives only as long as the button.
 */
export function useClickGuard<T extends Element>(env?: SightEnvironment): ClickGuardHandle<T> {
  const open = useApp((s) => s.open)
  const [state, setState] = useState<ClickGuardState>('waiting')
  const target = useRef<GuardedTarget | undefined>(undefined)
  const openRef = useRef(open)
  openRef.current = open
  const noticeId = useId()

  const ref = useCallback(
    (element: T | null) => {
      if (!element) return () => undefined
      const guarded = guardTarget(element, { env, onChange: setState })
      guarded.setActive(openRef.current)
      target.current = guarded
      return () => {
        guarded.stop()
        if (target.current === guarded) target.current = undefined
        setState('waiting')
      }
    },
    [env],
  )
  useEffect(() => target.current?.setActive(open), [open])

  const guard = useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (target.current?.armed) action(...args)
      },
    [],
  )
  return { ref, armed: state === 'armed', obscured: state === 'obscured', noticeId, guard }
}
