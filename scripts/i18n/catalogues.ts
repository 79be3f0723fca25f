import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { LOCALES, type Locale, SOURCE_LOCALE } from '../../shared-protocol/src/i18n/locales.js'

/** A locale's translations: English source text to the locale's text, both ICU MessageFormat. */
export type Catalogue = Record<string, string>

/** The locales with a catalogue (all but the source language). */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE)

/**
 * A package's catalogue for one locale: `<localesDir>/<area>/<locale>.json` merged (each area is
 * written on its own). A text two areas both translate must read the same in both.
 */
export function readCatalogue(localesDir: string, locale: Locale, problems: string[] = []): Catalogue {
  const merged: Catalogue = {}
  if (!existsSync(localesDir)) return merged
  for (const area of readdirSync(localesDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue
    const path = join(localesDir, area.name, `${locale}.json`)
    if (!existsSync(path)) continue
    const entries = JSON.parse(readFileSync(path, 'utf8')) as Catalogue
    for (const [source, text] of Object.entries(entries)) {
      if (typeof text !== 'string') problems.push(`${area.name}/${locale}.json: "${source}" is not a string`)
      else if (source in merged && merged[source] !== text)
        problems.push(`${locale}: "${source}" is translated two ways (one in ${area.name})`)
      else merged[source] = text
    }
  }
  return merged
}

/** The argument names and rich-text tags of a message: a translation must use the same. */
export function shapeOf(message: string): string {
  const names = new Set<string>()
  // Compiled: a text, or parts that are texts and arguments ([name, type?, cases?]); a case's
  // value is content again.
  const content = (node: unknown): void => {
    if (Array.isArray(node)) for (const part of node) if (Array.isArray(part)) argument(part)
  }
  const argument = ([name, , cases]: unknown[]): void => {
    names.add(`{${String(name)}}`)
    if (cases && typeof cases === 'object') for (const value of Object.values(cases)) content(value)
  }
  content(compileMessage(message))
  for (const [tag] of message.matchAll(/<\/?\d+>/g)) names.add(tag)
  return [...names].sort().join(' ')
}

/** Why a text is not a message the browser can format: it does not compile, or a choice lacks `other`. */
function compileProblem(text: string): string | undefined {
  let compiled: unknown
  try {
    compiled = compileMessage(text)
  } catch (error) {
    return (error as Error).message.split('\n')[0]
  }
  let problem: string | undefined
  const content = (node: unknown): void => {
    if (Array.isArray(node)) for (const part of node) if (Array.isArray(part)) argument(part)
  }
  const argument = ([name, type, cases]: unknown[]): void => {
    if (!cases || typeof cases !== 'object') return
    if (/^(plural|select|selectordinal)$/.test(String(type)) && !('other' in cases))
      problem = `{${String(name)}, ${String(type)}} has no other case`
    for (const value of Object.values(cases)) content(value)
  }
  content(compiled)
  return problem
}

/**
 * What is wrong with a package's catalogues against the texts its code uses: a text missing from a
 * locale, a locale's text the code no longer uses, a translation with other arguments or tags than
 * its source, one that does not compile.
 */
export function catalogueProblems(localesDir: string, sources: Iterable<string>): string[] {
  const problems: string[] = []
  const wanted = new Set(sources)
  for (const source of wanted) {
    const problem = compileProblem(source)
    if (problem) problems.push(`source "${source}": ${problem}`)
  }
  for (const locale of TRANSLATED_LOCALES) {
    const catalogue = readCatalogue(localesDir, locale, problems)
    for (const source of wanted) {
      const text = catalogue[source]
      if (text === undefined) {
        problems.push(`${locale}: missing "${source}"`)
        continue
      }
      const problem = compileProblem(text)
      if (problem) problems.push(`${locale}: "${source}" does not compile: ${problem}`)
      else if (shapeOf(text) !== shapeOf(source))
        problems.push(
          `${locale}: "${source}" has ${shapeOf(text) || 'no arguments'}, not ${shapeOf(source) || 'none'}`,
        )
    }
    for (const source of Object.keys(catalogue))
      if (!wanted.has(source)) problems.push(`${locale}: "${source}" is not used by the code`)
  }
  return problems
}

/** A locale's catalogue as Lingui's compiled messages (what the browser loads: no parser ships). */
export function compiledCatalogue(localesDir: string, locale: Locale): Record<string, unknown> {
  const compiled: Record<string, unknown> = {}
  for (const [source, text] of Object.entries(readCatalogue(localesDir, locale)))
    compiled[source] = compileMessage(text)
  return compiled
}
