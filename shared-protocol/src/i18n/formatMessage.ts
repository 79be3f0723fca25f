/**
 * The source language's formatter: an ICU MessageFormat subset (`{name}`, `{n, number}`,
 * `{n, plural, =0 {…} one {# …} other {# …}}`, `{key, select, a {…} other {…}}`) read at run time,
 * so English needs no catalogue and no library at boot. Other locales' catalogues are compiled at
 * build and formatted by Lingui (modal-app/src/i18n/); a test holds this formatter to Lingui's
 * output for every English message.
 */
export type MessageValues = Readonly<Record<string, string | number | bigint | undefined>>

/** Walks `text`: each top-level `{…}`'s inside to `group`, each character outside them to `char`. */
function scan(text: string, char: (c: string) => void, group: (inside: string) => void) {
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (c === '{') {
      if (!depth++) start = i + 1
    } else if (c === '}') {
      if (!--depth) group(text.slice(start, i))
    } else if (!depth) char(c)
  }
}

function argument(body: string, values: MessageValues | undefined, locale: string, count?: string): string {
  const [name = '', type = '', ...rest] = body.split(',')
  const value = values?.[name.trim()]
  const kind = type.trim()
  if (kind === 'number') return new Intl.NumberFormat(locale).format(Number(value))
  if (kind !== 'plural' && kind !== 'select') return value === undefined ? '' : String(value)
  // `key {text} key {text}…`
  const cases = new Map<string, string>()
  let key = ''
  scan(
    rest.join(','),
    (c) => {
      key += c
    },
    (text) => {
      cases.set(key.trim(), text)
      key = ''
    },
  )
  if (kind === 'select')
    return formatMessage(cases.get(String(value)) ?? cases.get('other') ?? '', values, locale, count)
  const n = Number(value)
  const text = cases.get(`=${n}`) ?? cases.get(new Intl.PluralRules(locale).select(n)) ?? cases.get('other')
  return formatMessage(text ?? '', values, locale, new Intl.NumberFormat(locale).format(n))
}

/** `message` with its arguments filled; `count` is what `#` stands for inside a plural's case. */
export function formatMessage(
  message: string,
  values: MessageValues | undefined,
  locale: string,
  count?: string,
): string {
  let out = ''
  scan(
    message,
    (c) => {
      out += c === '#' && count !== undefined ? count : c
    },
    (body) => {
      out += argument(body, values, locale, count)
    },
  )
  return out
}
