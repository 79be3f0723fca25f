import { type ParsedName, parseName } from './nameRule.js'

const SUFFIXES = ['1', '2', '3', '-id', 'x', '-eth', '42', '-web3', '7', '99', '2025', '-app']

export interface NameSuggestion {
  name: string
  registered: boolean
}

/**
 * The name itself first (registered or not), then up to `count` free variants that keep the rule,
 * always the same ones for the same name and registry.
 *
 * @example
 * suggestNames(parseName('alice')!, (name) => taken.has(name)) // [{ name: 'alice.airlock.id', registered: true }, { name: 'alice1.airlock.id', registered: false }, ...]
 */
export function suggestNames(
  name: ParsedName,
  isRegistered: (full: string) => boolean,
  count = 4,
): NameSuggestion[] {
  const suggestions = [{ name: name.full, registered: isRegistered(name.full) }]
  for (const variant of variantsOf(name)) {
    if (suggestions.length > count) break
    if (!isRegistered(variant)) suggestions.push({ name: variant, registered: false })
  }
  return suggestions
}

const variantsOf = (name: ParsedName) =>
  SUFFIXES.flatMap((suffix) => parseName(`${name.label}${suffix}`, name.zone)?.full ?? [])

/** Every name suggestNames may ask isRegistered about: looked up in one query. */
export const suggestionCandidates = (name: ParsedName) => [name.full, ...variantsOf(name)]
