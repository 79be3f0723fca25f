import { escapeHtml } from '../serverKit.js'
import type { DevOidcAccount } from './devAccounts.js'

/**
 * The development provider's login page: one button per account (`data-testid="dev-oidc-account-<id>"`,
 * "Sign in as <name>"), each a form posting to `action`. No script, no password: development only.
 */
export function devLoginPage(action: string, clientId: string, accounts: readonly DevOidcAccount[]): string {
  const buttons = accounts
    .map(
      ({ id, name, email }) => `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="account" value="${escapeHtml(id)}">
<button type="submit" data-testid="dev-oidc-account-${escapeHtml(id)}">Sign in as ${escapeHtml(name)}</button>
<small>${escapeHtml(email)}</small></form>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev OpenID provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
form{display:flex;flex-direction:column;gap:.25rem;margin:1rem 0}button{padding:.75rem;font-size:1rem}</style>
</head><body><h1>Dev OpenID provider</h1><p>Choose an account for <code>${escapeHtml(clientId)}</code> (development only).</p>
${buttons}</body></html>`
}
