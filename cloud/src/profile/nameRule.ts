/** The zone names are registered in: `alice` is `alice.airlock.id`. */
export const NAME_ZONE = 'airlock.id'

/** Spec section 5, said to whoever picked a name that breaks it. */
export const NAME_RULE_MESSAGE = 'Name must be at least 4 characters: letters, digits and hyphens'

const labelPattern = /^[a-z0-9-]{4,63}$/

export interface ParsedName {
  /** The part before the zone, e.g. `alice`. */
  label: string
  zone: string
  /** `label.zone`, the stored key. */
  full: string
}

/**
 * A name as typed or sent (`Alice`, `alice.airlock.id`) in its stored form, lower case; undefined when
 * it breaks the rule (letters, digits and hyphens, at least 4 characters before the zone).
 *
 * @example
 * parseName('Alice.airlock.id', 'airlock.id') // { label: 'alice', zone: 'airlock.id', full: 'alice.airlock.id' }
 */
export function parseName(input: string, zone = NAME_ZONE): ParsedName | undefined {
  const lower = input.trim().toLowerCase()
  const label = lower.endsWith(`.${zone}`) ? lower.slice(0, -zone.length - 1) : lower
  if (!labelPattern.test(label)) return undefined
  return { label, zone, full: `${label}.${zone}` }
}
