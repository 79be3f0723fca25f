type Child = Node | string | null | undefined | false

/** A tiny element builder: text goes in as text nodes, never as markup (dApps send these strings). */
export function h(
  tag: string,
  attributes: Record<string, string | boolean | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false) element.setAttribute(name, value)
  }
  for (const child of children) if (child) element.append(child)
  return element
}
