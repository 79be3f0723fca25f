import {
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useDisconnect,
} from '@airlock/host-sdk/react'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { config, DEFAULT_RECIPIENT, localChain, SIGN_TEXT, toHex } from './config.js'

const airlock = createAppKit({
  projectId: 'airlock-demo',
  networks: [localChain],
  modalUrl: config.modalUrl,
  metadata: { name: 'Airlock demo', description: 'Demo dApp', url: location.origin, icons: [] },
  // `?locale=de` shows the modal in German (else the page's <html lang>, English).
  locale: new URLSearchParams(location.search).get('locale') ?? undefined,
})
;(window as unknown as { airlock: typeof airlock }).airlock = airlock

/** The languages the modal speaks, each in its own name, for the demo's picker. */
const DEMO_LOCALES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['pt-BR', 'Português (Brasil)'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['it', 'Italiano'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['zh-CN', '简体中文'],
  ['ru', 'Русский'],
  ['tr', 'Türkçe'],
  ['ar', 'العربية'],
] as const

function App() {
  const { open } = useAppKit()
  const { address, status, isConnected, profileName } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider('eip155')
  const { disconnect } = useDisconnect()
  const [recipient, setRecipient] = useState(DEFAULT_RECIPIENT)
  const [signature, setSignature] = useState('')
  const [txHash, setTxHash] = useState('')
  const [error, setError] = useState('')

  const run = async (action: () => Promise<void>) => {
    setError('')
    try {
      await action()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  const sign = () =>
    run(async () => {
      const result = await walletProvider?.request({
        method: 'personal_sign',
        params: [toHex(SIGN_TEXT), address],
      })
      setSignature(String(result))
    })
  const send = () =>
    run(async () => {
      const hash = await walletProvider?.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: recipient, value: '0x2386f26fc10000' }],
      })
      setTxHash(String(hash))
    })

  return (
    <>
      <header>
        <h1>Airlock demo dApp</h1>
        <select
          id="locale"
          aria-label="Modal language"
          defaultValue={new URLSearchParams(location.search).get('locale') ?? 'en'}
          onChange={(e) => airlock.setLocale(e.target.value)}
        >
          {DEMO_LOCALES.map(([tag, name]) => (
            <option key={tag} value={tag}>
              {name}
            </option>
          ))}
        </select>
        <button id="open" type="button" onClick={() => void open()}>
          {isConnected && address ? `${address.slice(0, 6)}…${address.slice(-4)}` : 'Connect wallet'}
        </button>
      </header>
      <main>
        <section className="card">
          <h2>Account</h2>
          <dl>
            <dt>Status</dt>
            <dd id="status">{status}</dd>
            <dt>Address</dt>
            <dd id="address">{address ?? ''}</dd>
            <dt>Network</dt>
            <dd id="chain">{caipNetworkId ?? ''}</dd>
            <dt>Name</dt>
            <dd id="name">{profileName ?? ''}</dd>
          </dl>
        </section>
        <section className="card">
          <h2>Actions</h2>
          <div className="row">
            <button id="sign" type="button" disabled={!isConnected} onClick={() => void sign()}>
              Sign message
            </button>
            <button id="send" type="button" disabled={!isConnected} onClick={() => void send()}>
              Send 0.01 ETH
            </button>
            <button
              id="disconnect"
              type="button"
              className="secondary"
              disabled={!isConnected}
              onClick={() => void run(disconnect)}
            >
              Disconnect
            </button>
          </div>
          <p>
            <label>
              Recipient{' '}
              <input id="recipient" value={recipient} onChange={(e) => setRecipient(e.target.value)} />
            </label>
          </p>
          <dl>
            <dt>Signature</dt>
            <dd id="signature">{signature}</dd>
            <dt>Tx hash</dt>
            <dd id="tx-hash">{txHash}</dd>
            <dt>Error</dt>
            <dd id="error">{error}</dd>
          </dl>
        </section>
      </main>
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
