import { isRecord } from '../channel/comlinkWire.js'

/**
 * A few hundred bytes of checks for the modal's boot path, in place of a schema library: each
 * check returns the value it accepted (objects rebuilt with only their known keys, as zod's
 * `object` does) or `FAIL`. earlySchemas.test.ts holds every check built from these to its zod
 * twin, input by input, so the twins stay the contract.
 */
export const FAIL: unique symbol = Symbol('FAIL')
export type Check<T = unknown> = (value: unknown) => T | typeof FAIL

export const string =
  (max: number, min = 0, pattern?: RegExp): Check<string> =>
  (value) =>
    typeof value === 'string' &&
    value.length >= min &&
    value.length <= max &&
    (!pattern || pattern.test(value))
      ? value
      : FAIL

/** Finite numbers within [min, max]; `int` asks for a safe integer, as zod's `int()` does. */
export const number =
  (min: number, max: number, int = false): Check<number> =>
  (value) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!int || Number.isSafeInteger(value))
      ? value
      : FAIL

export const boolean: Check<boolean> = (value) => (typeof value === 'boolean' ? value : FAIL)

export const oneOf =
  <const T>(values: readonly T[]): Check<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : FAIL

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value) =>
    value === undefined ? value : check(value)

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value) =>
    value === null ? value : check(value)

export const union =
  (...checks: Check[]): Check =>
  (value) => {
    for (const check of checks) {
      const result = check(value)
      if (result !== FAIL) return result
    }
    return FAIL
  }

export const refine =
  <T>(check: Check<T>, holds: (value: T) => boolean): Check<T> =>
  (value) => {
    const result = check(value)
    return result !== FAIL && holds(result) ? result : FAIL
  }

export const array =
  <T>(item: Check<T>, max: number, min = 0): Check<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) return FAIL
    const out: T[] = []
    for (const element of value) {
      const result = item(element)
      if (result === FAIL) return FAIL
      out.push(result)
    }
    return out
  }

/** Exactly these elements, in order. */
export const tuple =
  (items: Check[]): Check<unknown[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length !== items.length) return FAIL
    const out: unknown[] = []
    for (const [i, item] of items.entries()) {
      const result = item(value[i])
      if (result === FAIL) return FAIL
      out.push(result)
    }
    return out
  }

/**
 * An object with these keys: unknown keys are dropped, or refused when `strict`. Keys whose check
 * accepts `undefined` may be missing; a missing key stays missing in the result.
 */
export const object =
  (shape: Record<string, Check>, strict = false): Check<Record<string, unknown>> =>
  (value) => {
    if (!isRecord(value)) return FAIL
    if (strict && Object.keys(value).some((key) => !Object.hasOwn(shape, key))) return FAIL
    const out: Record<string, unknown> = {}
    for (const [key, check] of Object.entries(shape)) {
      const result = check(value[key])
      if (result === FAIL) return FAIL
      if (Object.hasOwn(value, key)) out[key] = result
    }
    return out
  }

/**
 * A dictionary whose keys and values all pass, with at most `max` entries. Plain objects only (an
 * Error or a Date is refused), and an own `__proto__` key is dropped, never copied: as zod's record.
 */
export const record =
  (key: Check<string>, entry: Check, max: number): Check<Record<string, unknown>> =>
  (value) => {
    if (!isRecord(value)) return FAIL
    const prototype = Object.getPrototypeOf(value)
    if (prototype !== Object.prototype && prototype !== null) return FAIL
    const keys = Object.keys(value).filter((name) => name !== '__proto__')
    if (keys.length > max) return FAIL
    const out: Record<string, unknown> = {}
    for (const name of keys) {
      const result = entry(value[name])
      if (key(name) === FAIL || result === FAIL) return FAIL
      out[name] = result
    }
    return out
  }
