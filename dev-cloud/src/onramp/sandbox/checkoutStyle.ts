import { createHash } from 'node:crypto'

/** The checkout's only style, inline (no external assets); the CSP allows exactly this text by hash. */
export const CHECKOUT_STYLE = `
:root { color-scheme: light dark; --accent: #0052ff; --muted: #6b7280; --line: #d1d5db; --warn: #b45309; }
body.meld { --accent: #7b3fe4; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, sans-serif; background: Canvas; color: CanvasText; }
main { max-width: 420px; margin: 0 auto; padding: 20px 18px 32px; }
.sandbox { background: #fef3c7; color: #78350f; padding: 8px 12px; border-radius: 8px; font-weight: 600; text-align: center; }
header { display: flex; align-items: center; gap: 10px; margin: 18px 0 6px; }
.mark { width: 32px; height: 32px; border-radius: 50%; background: var(--accent); color: #fff; display: grid; place-items: center; font-weight: 700; }
h1 { font-size: 20px; margin: 0; }
h2 { font-size: 18px; margin: 18px 0 8px; }
p { margin: 6px 0; }
.muted, small { color: var(--muted); }
code { font-size: 12px; word-break: break-all; }
form { display: grid; gap: 12px; margin-top: 14px; }
label { display: grid; gap: 4px; font-weight: 600; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
input, select { font: inherit; padding: 10px 12px; border: 1px solid var(--line); border-radius: 8px; background: Field; color: FieldText; width: 100%; }
input:focus, select:focus, button:focus { outline: 2px solid var(--accent); outline-offset: 1px; }
input[readonly] { background: transparent; border-color: transparent; padding-left: 0; font-weight: 700; }
button { font: inherit; font-weight: 700; padding: 12px; border: 0; border-radius: 10px; background: var(--accent); color: #fff; cursor: pointer; }
.error { border: 1px solid var(--warn); color: var(--warn); padding: 8px 12px; border-radius: 8px; }
ul { padding-left: 18px; margin: 6px 0; }
`

export const CHECKOUT_STYLE_HASH = `sha256-${createHash('sha256').update(CHECKOUT_STYLE).digest('base64')}`

/** No script, nothing from elsewhere, no framing, and the form may only post back here. */
export const CHECKOUT_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src '${CHECKOUT_STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Not no-referrer: under it Chromium sends `Origin: null` with the form's own post, which then looks foreign.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
}
