import type { z } from 'zod'

/** Where a setting's value came from, as the start-up listing prints it. */
export type SettingSource = 'default' | 'file' | 'env'

/** Reads another setting's resolved value: a default may follow another setting (the public URL its port). */
export type SettingReader = <U>(setting: Setting<U>) => U

/**
 * One setting: its environment name, the schema its raw value (an env string or a JSON file value)
 * must pass, and the offline development value used when neither names it.
 */
export interface Setting<T> {
  env: string
  schema: z.ZodType<T>
  fallback: T | ((read: SettingReader) => T)
  /** What it is, for the README's table and `--help`-like listings. */
  doc: string
  /** Printed masked (`••••abcd`), never whole. */
  secret?: boolean
  /** Why production cannot run with this value (it names what to set instead), or undefined. */
  refuseInProduction?(value: T, source: SettingSource, read: SettingReader): string | undefined
}

/** One area's settings by key: the file's `{ "<area>": { "<key>": value } }`. */
export type SettingArea = Record<string, Setting<unknown>>

/** Keeps `T` inferred from the schema, so each area's settings stay typed. */
export const defineSetting = <T>(setting: Setting<T>): Setting<T> => setting

/** The typed values of an area. */
export type AreaValues<A extends SettingArea> = {
  [K in keyof A]: A[K] extends Setting<infer T> ? T : never
}
