import type { ResolvedSetting } from './loadSettings.js'
import { maskSecret } from './maskSecret.js'

const shown = ({ value, secret }: ResolvedSetting) => {
  if (secret) return maskSecret(value)
  if (value === undefined) return '(unset)'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * The start-up listing: every setting, its value (secrets masked) and where it came from
 * (default, file or env), so an operator sees what runs without reading the environment.
 */
export function formatSettings({
  resolved,
  production,
  productionBy,
  file,
}: {
  resolved: ResolvedSetting[]
  production: boolean
  productionBy?: string
  file?: string
}): string {
  const mode = production ? `production (${productionBy})` : 'development'
  const width = Math.max(...resolved.map((setting) => setting.env.length))
  const lines = resolved.map(
    (setting) => `  ${setting.env.padEnd(width)}  ${shown(setting)}  [${setting.source}]`,
  )
  return [`Configuration: ${mode}${file ? `, file ${file}` : ''}`, ...lines].join('\n')
}
