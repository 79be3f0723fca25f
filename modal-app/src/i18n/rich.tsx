import { Fragment, type ReactNode } from 'react'

/**
 * A translated text with parts the view renders itself (a link inside a sentence): the message marks
 * them `<0>…</0>`, `<1>…</1>`, and each is drawn by the function at its index, so translators can
 * move them within the sentence.
 */
export function rich(text: string, parts: readonly ((inner: string) => ReactNode)[]): ReactNode[] {
  const nodes: ReactNode[] = []
  const pattern = /<(\d+)>(.*?)<\/\1>/gs
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index))
    const draw = parts[Number(match[1])]
    nodes.push(<Fragment key={match.index}>{draw ? draw(match[2] as string) : match[2]}</Fragment>)
    last = match.index + match[0].length
  }
  if (last < text.length) nodes.push(text.slice(last))
  return nodes
}
