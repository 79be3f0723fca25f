/** The zone names are registered in: `alice` is `alice.airlock.id`. */
export const NAME_ZONE = 'airlock.id'

/** Spec section 5, said to whoever picked a name that breaks it. */
export const NAME_RULE_MESSAGE = 'Name must be at least 4 characters: letters, digits and hyphens'

const labelPattern = /^[a-z0-9-]{4,63}$/
/**
 * RFC 5891 4.2.3.1: a label with hyphens in its third and fourth places is reserved for IDNA. `xn--`
 * is punycode, which a browser or wallet shows decoded: `xn--80ak6aa92e` displays as Cyrillic
 * letters that look like a Latin name. The spec's rule is ASCII letters, digits and hyphens, so none
 * of these is a name. The same rule as shared-protocol's isValidRegisterName (the modal's check).
 */
const reservedLabel = /^..--/

export interface ParsedName {
  /** The part before the zone, e.g. `alice`. */
  label: string
  zone: string
  /** `label.zone`, the stored key. */
  full: string
}

/**
 * A name as typed or sent (`Alice`, `alice.airlock.id`) in its stored form, lower case; undefined when
 * it breaks the rule (letters, digits and hyphens, at least 4 characters before the zone; no
 * IDNA-reserved `xx--` label such as punycode's `xn--`).
 *
 * @example
 * parseName('Alice.airlock.id', 'airlock.id') // { label: 'alice', zone: 'airlock.id', full: 'alice.airlock.id' }
 */
export function parseName(input: string, zone = NAME_ZONE): ParsedName | undefined {
  const lower = input.trim().toLowerCase()
  const label = lower.endsWith(`.${zone}`) ? lower.slice(0, -zone.length - 1) : lower
  if (!labelPattern.test(label) || reservedLabel.test(label)) return undefined
  return { label, zone, full: `${label}.${zone}` }
}
