/**
 * The popup's page: its configuration (the key and the chains, as JSON data, never run) and its
 * script. Dev-only keys: anvil's published accounts.
 */
export function keysPage(config: { privateKey: string; chains: Record<number, string> }): string {
  // Raw text inside <script>: only `<` could end it early, so only `<` is escaped (as JSON reads it).
  const data = JSON.stringify(config).replaceAll('<', '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Coinbase Wallet (local stand-in)</title>
<script type="application/json" id="stand-in-config">${data}</script>
<script type="module" src="/popup.js"></script>
</head>
<body>
<main>
<h1>Coinbase Wallet <small>local stand-in</small></h1>
<p id="app"></p>
<section id="request" aria-live="polite"></section>
</main>
</body>
</html>
`
}
