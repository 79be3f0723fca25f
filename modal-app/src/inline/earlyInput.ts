type Taken = { kind: 'click'; selector: string } | { kind: 'key'; key: string }

export interface EarlyInput {
  /** Stops holding input and hands what was held, in order, to the page the app has rendered. */
  release(): void
}

const attributes = ['data-testid', 'data-name', 'data-id'] as const

/** The same element in the app's render: the one with the same test id, and name or id if it has them. */
function selectorFor(element: Element): string {
  return attributes
    .filter((name) => element.hasAttribute(name))
    .map((name) => `[${name}="${CSS.escape(element.getAttribute(name) ?? '')}"]`)
    .join('')
}

/**
 * Until the app has rendered, the dialog on screen is the HTML the build rendered, with no handlers:
 * a click on it (or Escape) is held here instead of lost, and replayed on the element of the same
 * name once the app's render has replaced it. Tab and typing need no help: focus moves in plain HTML.
 */
export function captureEarlyInput(doc: Document): EarlyInput {
  const taken: Taken[] = []
  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const target = event.target instanceof Element ? event.target.closest('[data-testid]') : null
    if (target) taken.push({ kind: 'click', selector: selectorFor(target) })
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    taken.push({ kind: 'key', key: event.key })
  }
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('keydown', onKey, true)
  return {
    release() {
      doc.removeEventListener('click', onClick, true)
      doc.removeEventListener('keydown', onKey, true)
      for (const input of taken.splice(0)) {
        if (input.kind === 'click') (doc.querySelector(input.selector) as HTMLElement | null)?.click()
        else doc.defaultView?.dispatchEvent(new KeyboardEvent('keydown', { key: input.key }))
      }
    },
  }
}
