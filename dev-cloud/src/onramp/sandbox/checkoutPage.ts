import { CHECKOUT_STYLE } from './checkoutStyle.js'
import type { SandboxProvider as Provider } from './ports.js'
import { groupDigits, TEST_CARDS } from './testCards.js'

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
/** Every text that reaches the page goes through here: the address and amounts came from strangers. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] as string)

function layout(provider: Provider, title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${provider.label} (sandbox)</title>
<style>${CHECKOUT_STYLE}</style></head>
<body class="${provider.name}"><main>
<p class="sandbox" role="note">Sandbox — test cards only</p>
<header><span class="mark" aria-hidden="true">${provider.label[0]}</span><h1>${provider.label}</h1></header>
${body}
</main></body></html>`
}

export interface CheckoutForm {
  provider: Provider
  /** the form's own path, query included */
  action: string
  assets: string[]
  networkName: string
  address: string
  amount: string
  currency: string
  asset: string
  /** the price and fee lines under the title */
  details: string[]
  limits: string
  error?: string
}

const options = (values: readonly string[], selected: string) =>
  values
    .map(
      (v) => `<option value="${escapeHtml(v)}"${v === selected ? ' selected' : ''}>${escapeHtml(v)}</option>`,
    )
    .join('')

/**
 * The card form: the checkout's amount, currency and receiver (read-only: the post must repeat them,
 * see checkoutForm.ts), the asset when there is a choice, card, expiry, CVC.
 */
export function checkoutPage(form: CheckoutForm): string {
  const { provider, asset } = form
  const assetField =
    form.assets.length > 1
      ? `<label>Buy<select name="asset">${options(form.assets, asset)}</select></label>`
      : `<input type="hidden" name="asset" value="${escapeHtml(asset)}">`
  const body = `
<h2>Buy ${escapeHtml(form.assets.length > 1 ? 'crypto' : asset)} on ${escapeHtml(form.networkName)}</h2>
<p class="muted">To <code>${escapeHtml(form.address)}</code></p>
${form.details.map((line) => `<p><small>${escapeHtml(line)}</small></p>`).join('')}
${form.error ? `<p class="error" role="alert">${escapeHtml(form.error)}</p>` : ''}
<form method="post" action="${escapeHtml(form.action)}" autocomplete="off">
  ${assetField}
  <input type="hidden" name="receiver" value="${escapeHtml(form.address)}">
  <div class="row">
    <label>Amount<input name="amount" readonly value="${escapeHtml(form.amount)}"></label>
    <label>Currency<input name="currency" readonly value="${escapeHtml(form.currency)}"></label>
  </div>
  <small>${escapeHtml(form.limits)}</small>
  <label>Card number<input name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242"></label>
  <div class="row">
    <label>Expiry<input name="expiry" autocomplete="cc-exp" required placeholder="MM/YY"></label>
    <label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123"></label>
  </div>
  <button type="submit">Pay</button>
</form>
<h2>Test cards</h2>
<ul>${TEST_CARDS.map((c) => `<li><code>${groupDigits(c.number)}</code> ${c.outcome}</li>`).join('')}</ul>
<p class="muted">Any future expiry and any 3 digits. Nothing is charged: this is ${provider.label}'s sandbox on the devnet.</p>`
  return layout(provider, `Buy ${asset}`, body)
}

/** A page with a heading and plain lines: the result of a payment, or why there is no form. */
export function outcomePage(provider: Provider, title: string, lines: string[]): string {
  const body = `<h2 role="status">${escapeHtml(title)}</h2>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`
  return layout(provider, title, body)
}
