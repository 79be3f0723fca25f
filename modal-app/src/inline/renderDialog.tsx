import { renderToString } from 'react-dom/server'
import { App } from '../components/App.js'

/**
 * The dialog as the app first renders it before the host's options are in: closed, the Connect view
 * with the WalletConnect and All Wallets rows. The build writes it into index.html (scripts/prerender.ts),
 * so the host can show it as soon as the HTML has parsed.
 */
export function renderDialog(): string {
  return renderToString(<App />)
}
