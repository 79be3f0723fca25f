/**
 * The source language's formatter: an ICU MessageFormat subset (`{name}`, `{n, number}`,
 * `{n, plural, =0 {…} one {# …} other {# …}}`, `{key, select, a {…} other {…}}`) read at run time,
 * so English needs no catalogue and no library at boot. Other locales' catalogues are compiled at
 * build and formatted by Lingui (modal-app/src/i18n/); a test holds this formatter to Lingui's
 * output for every English message.
 */
export type MessageValues = Readonly<Record<string, string | number | bigint | undefined>>

/** The index after the `}` closing the `{` at `open`. */
function closing(message: string, open: number): number {
  let depth = 0
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++
    else if (message[i] === '}' && !--depth) return i + 1
  }
  return message.length
}

/** `key {text} key {text}…` as pairs. */
function options(text: string): Map<string, string> {
  const found = new Map<string, string>()
  let i = 0
  while (i < text.length) {
    const open = text.indexOf('{', i)
    if (open < 0) break
    const end = closing(text, open)
    found.set(text.slice(i, open).trim(), text.slice(open + 1, end - 1))
    i = end
  }
  return found
}

function argument(body: string, values: MessageValues | undefined, locale: string): string {
  const [name = '', type = '', ...rest] = body.split(',')
  const value = values?.[name.trim()]
  const kind = type.trim()
  if (kind === 'plural') {
    const n = Number(value)
    const cases = options(rest.join(','))
    const text = cases.get(`=${n}`) ?? cases.get(new Intl.PluralRules(locale).select(n)) ?? cases.get('other')
    return formatMessage(text ?? '', values, locale, new Intl.NumberFormat(locale).format(n))
  }
  if (kind === 'select') {
    const cases = options(rest.join(','))
    return formatMessage(cases.get(String(value)) ?? cases.get('other') ?? '', values, locale)
  }
  if (kind === 'number') return new Intl.NumberFormat(locale).format(Number(value))
  return value === undefined ? '' : String(value)
}

export function formatMessage(
  message: string,
  values: MessageValues | undefined,
  locale: string,
  count?: string,
): string {
  let out = ''
  let i = 0
  while (i < message.length) {
    const c = message[i] as string
    if (c === '{') {
      const end = closing(message, i)
      out += argument(message.slice(i + 1, end - 1), values, locale)
      i = end
    } else {
      out += c === '#' && count !== undefined ? count : c
      i++
    }
  }
  return out
}
