import { formatSettings } from './formatSettings.js'
import { ConfigError, type LoadSettingsOptions, loadConfig } from './loadSettings.js'

/**
 * For entry points: the configuration, listed on stdout; or, when it cannot run, its problems on
 * stderr and exit 1 before anything starts (no node, no port, no file written).
 */
export function configOrExit(options?: LoadSettingsOptions): ReturnType<typeof loadConfig> {
  try {
    const loaded = loadConfig(options)
    console.log(formatSettings(loaded))
    return loaded
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
