import { type ComponentType, createElement, lazy } from 'react'

export interface Preloadable<P extends object> {
  (props: P): ReturnType<typeof createElement>
  /** Fetches the view's code now; once it is in, the view renders without suspending. */
  preload(): Promise<unknown>
}

/**
 * A view loaded on demand that can be fetched ahead of time. React.lazy alone suspends on its first
 * render even when the module is already fetched, and React holds back revealing suspended content
 * for up to 300 ms: a preloaded view here renders in the frame it is needed.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
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
  const Lazy = lazy(preload)
  const View = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props)
  return Object.assign(View, { preload })
}
