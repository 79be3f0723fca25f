import { readFileSync } from 'node:fs'
import type { z } from 'zod'
import { airlockSettings } from './airlockSettings.js'
import type { AreaValues, Setting, SettingArea, SettingReader, SettingSource } from './defineSetting.js'

/** One setting as resolved, for the start-up listing. */
export interface ResolvedSetting {
  path: string
  env: string
  value: unknown
  source: SettingSource
  secret: boolean
}

export interface LoadedSettings<S extends Record<string, SettingArea>> {
  config: { [A in keyof S]: AreaValues<S[A]> }
  production: boolean
  /** Why production is on: `NODE_ENV` or `AIRLOCK_ENV`. */
  productionBy?: string
  file?: string
  resolved: ResolvedSetting[]
}

/** The configuration cannot run: `problems` name each setting and say what to change. */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    production: boolean,
  ) {
    const head = production
      ? 'Airlock refuses to start in production until these settings change:'
      : 'Airlock cannot start: these settings are invalid:'
    super([head, ...problems.map((problem) => `  ${problem}`)].join('\n'))
    this.name = 'ConfigError'
  }
}

export interface LoadSettingsOptions {
  env?: NodeJS.ProcessEnv
  readFile?: (path: string) => string
}

type FileValues = Record<string, Record<string, unknown>>

function readConfigFile(path: string, readFile: (path: string) => string, problems: string[]): FileValues {
  try {
    const parsed: unknown = JSON.parse(readFile(path))
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as FileValues
    problems.push(`AIRLOCK_CONFIG: ${path} must hold a JSON object of areas, e.g. {"cloud": {"port": 8787}}`)
  } catch (error) {
    problems.push(`AIRLOCK_CONFIG: cannot read ${path}: ${(error as Error).message}`)
  }
  return {}
}

/** A file key no setting has is a typo that would silently keep a dev default. */
function unknownFileKeys(file: FileValues, settings: Record<string, SettingArea>, path: string): string[] {
  return Object.entries(file).flatMap(([area, values]) => {
    const known = settings[area]
    if (!known) return [`AIRLOCK_CONFIG: ${path} names no area "${area}"`]
    if (!values || typeof values !== 'object')
      return [`AIRLOCK_CONFIG: "${area}" in ${path} must be an object`]
    return Object.keys(values)
      .filter((key) => !Object.hasOwn(known, key))
      .map((key) => `AIRLOCK_CONFIG: ${path} names no setting "${area}.${key}"`)
  })
}

/** Zod's messages, with a record key's own reason rather than 'Invalid key in record'. */
const issueText = (error: z.ZodError) =>
  error.issues
    .flatMap((issue) => ('issues' in issue && issue.code === 'invalid_key' ? issue.issues : [issue]))
    .map((issue) => issue.message)
    .join('; ')

/**
 * Resolves every setting from the environment, else the JSON file at `AIRLOCK_CONFIG`, else its
 * offline default; then, in production (`NODE_ENV` or `AIRLOCK_ENV` = `production`), asks each
 * setting whether its value may run there. Throws one `ConfigError` listing every problem.
 */
export function loadSettings<S extends Record<string, SettingArea>>(
  settings: S,
  { env = process.env, readFile = (path) => readFileSync(path, 'utf8') }: LoadSettingsOptions = {},
): LoadedSettings<S> {
  const problems: string[] = []
  const file = env.AIRLOCK_CONFIG || undefined
  const fileValues = file ? readConfigFile(file, readFile, problems) : {}
  if (file) problems.push(...unknownFileKeys(fileValues, settings, file))
  // A typo here (`prod`) would quietly run the dev defaults: refuse it.
  if (env.AIRLOCK_ENV && !['development', 'production'].includes(env.AIRLOCK_ENV)) {
    problems.push(`AIRLOCK_ENV: Expected development or production (got ${JSON.stringify(env.AIRLOCK_ENV)})`)
  }
  const productionBy = ['NODE_ENV', 'AIRLOCK_ENV'].find((name) => env[name] === 'production')
  const production = productionBy !== undefined
  const paths = new Map<Setting<unknown>, string>()
  for (const [area, values] of Object.entries(settings)) {
    for (const [key, setting] of Object.entries(values)) paths.set(setting, `${area}.${key}`)
  }
  const done = new Map<Setting<unknown>, ResolvedSetting>()
  const resolve = (setting: Setting<unknown>): ResolvedSetting => {
    const known = done.get(setting)
    if (known) return known
    const path = paths.get(setting) ?? setting.env
    const [area = '', key = ''] = path.split('.')
    const fromEnv = env[setting.env]
    const fromFile = fileValues[area]?.[key]
    const source: SettingSource = fromEnv ? 'env' : fromFile !== undefined ? 'file' : 'default'
    let value: unknown
    if (source === 'default') {
      const { fallback } = setting
      value = typeof fallback === 'function' ? (fallback as (read: SettingReader) => unknown)(read) : fallback
    } else {
      const raw = source === 'env' ? fromEnv : fromFile
      const parsed = setting.schema.safeParse(raw)
      if (parsed.success) value = parsed.data
      else {
        const got = setting.secret ? '' : ` (got ${JSON.stringify(raw)})`
        problems.push(
          `${setting.env}: ${issueText(parsed.error)}${got}${source === 'file' ? ` in ${file}` : ''}`,
        )
      }
    }
    const resolved = { path, env: setting.env, value, source, secret: setting.secret ?? false }
    done.set(setting, resolved)
    return resolved
  }
  const read = <U>(setting: Setting<U>) => resolve(setting as Setting<unknown>).value as U
  const config = Object.fromEntries(
    Object.entries(settings).map(([area, values]) => [
      area,
      Object.fromEntries(Object.entries(values).map(([key, setting]) => [key, read(setting)])),
    ]),
  ) as LoadedSettings<S>['config']
  if (production) {
    for (const setting of paths.keys()) {
      const { value, source } = resolve(setting)
      if (value === undefined && source !== 'default') continue
      const why = setting.refuseInProduction?.(value, source, read)
      if (why) problems.push(`${setting.env}: ${why}`)
    }
  }
  if (problems.length > 0) throw new ConfigError(problems, production)
  return {
    config,
    production,
    ...(productionBy ? { productionBy } : {}),
    ...(file ? { file } : {}),
    resolved: [...paths.keys()].map(resolve),
  }
}

/** The cloud's and the modal server's configuration: `loadSettings(airlockSettings)`. */
export const loadConfig = (options?: LoadSettingsOptions) => loadSettings(airlockSettings, options)
