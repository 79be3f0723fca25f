import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react'

export interface Preloadable<P extends object> {
  (props: P): ReactNode
  /** Fetches the view's code now; once it is in, the view renders in the frame it is needed. */
  preload(): Promise<unknown>
}

/**
 * A view loaded on demand that can be fetched ahead of time. It shows `fallback` (of its props) until
 * its code is in, then re-renders itself. Not React.lazy: that suspends, and React reveals suspended content no
 * sooner than 300 ms after it showed the fallback, which is what a click before the idle-time
 * preload waited for (the QR code 300 ms late). A code fetch that failed is thrown from render, as
 * React.lazy does, and tried again the next time the view is needed.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => null,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // A failed fetch (a flaky network) may be tried again on the next render.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  function View(props: P): ReactNode {
    const [failed, setFailed] = useState<{ error: unknown }>()
    const [, setArrived] = useState(false)
    // What this render showed: code that arrives before the effect runs still re-renders it.
    const shown = loaded
    useEffect(() => {
      if (shown) return
      let live = true
      preload().then(
        () => live && setArrived(true),
        (error: unknown) => live && setFailed({ error }),
      )
      return () => {
        live = false
      }
    }, [shown])
    if (failed) throw failed.error
    return loaded ? createElement(loaded, props) : fallback(props)
  }
  return Object.assign(View, { preload })
}
