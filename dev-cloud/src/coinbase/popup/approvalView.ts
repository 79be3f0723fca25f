// The stand-in's approval screen: what the dApp asks, and the two buttons the user answers with.

export type ApproveLabel = 'Connect' | 'Sign' | 'Confirm'

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '', testId?: string) => {
  const node = document.createElement(tag)
  node.textContent = text
  if (testId) node.dataset.testid = testId
  return node
}

/** Shows the app and where it runs, once the SDK's configuration told them. */
export function showApp(appName: string, origin: string) {
  const header = document.getElementById('app')
  if (header)
    header.replaceChildren(element('strong', appName, 'cb-app-name'), element('span', ` (${origin})`))
}

export function showStatus(text: string) {
  document.getElementById('request')?.replaceChildren(element('p', text, 'cb-status'))
}

/**
 * Asks the user: `title`, the request's `detail`, and `label` or Cancel. Resolves true on `label`,
 * false on Cancel; one question at a time (the caller queues).
 */
export function askApproval(label: ApproveLabel, title: string, detail: string): Promise<boolean> {
  const approve = element('button', label, `cb-${label.toLowerCase()}`)
  const cancel = element('button', 'Cancel', 'cb-cancel')
  const section = document.getElementById('request')
  section?.replaceChildren(
    element('h2', title, 'cb-title'),
    element('pre', detail, 'cb-detail'),
    approve,
    cancel,
  )
  return new Promise((resolve) => {
    const answer = (approved: boolean) => {
      approve.disabled = true
      cancel.disabled = true
      showStatus(approved ? 'Approved.' : 'Cancelled.')
      resolve(approved)
    }
    approve.addEventListener('click', () => answer(true), { once: true })
    cancel.addEventListener('click', () => answer(false), { once: true })
  })
}
