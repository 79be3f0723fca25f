import type { AppKitOptions } from '../options.js'
import { deriveView, type HostView, initialSnapshot } from '../state/hostState.js'

/**
 * What the server renders, so also what the first client render must show for hydration to match:
 * disconnected, on the default network, in the theme asked for or dark (a server cannot see the
 * visitor's system theme). Call it after the options were validated.
 */
export function hydrationView(options: AppKitOptions): HostView {
  const network = options.defaultNetwork ?? options.networks[0]
  return deriveView(initialSnapshot(options.themeMode ?? 'dark', network), options.networks)
}
