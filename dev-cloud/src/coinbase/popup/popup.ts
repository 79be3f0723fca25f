// The keys popup stand-in: speaks the Coinbase Wallet SDK's cross-window protocol to the page that
// opened it. PopupLoaded announces it; the SDK answers with its configuration, asks which signer
// (always 'scw', the keys popup's own), hands its ECDH public key in a handshake, then sends each
// request AES-GCM encrypted with the shared secret. Answers go back encrypted the same way.
import { privateKeyToAccount } from 'viem/accounts'
import { answerRequest, type RpcAnswer } from './answerRequest.ts'
import { askApproval, showApp, showStatus } from './approvalView.ts'
import { decryptJson, deriveSecret, encryptJson, importPublicKey } from './popupCrypto.ts'
import { type PopupInbound, readPopupMessage } from './popupMessages.ts'
import { connectedOrigin, loadPopupKey, rememberPeer } from './popupSession.ts'

interface StandInConfig {
  privateKey: `0x${string}`
  chains: Record<number, string>
}

const config = JSON.parse(document.getElementById('stand-in-config')?.textContent ?? '{}') as StandInConfig
const account = privateKeyToAccount(config.privateKey)
const context = { account, chains: config.chains }
const chainsData = { chains: config.chains }

// The SDK names the page that opened the popup in the URL; messages go there and only there, and
// only that window, from that origin, is listened to.
const claimed = new URLSearchParams(location.search).get('origin') ?? ''
const openerOrigin = /^https?:\/\/[^/]+$/.test(claimed) ? claimed : ''
const opener = window.opener as Window | null
const popupId = crypto.randomUUID()
const post = (message: unknown) => opener?.postMessage(message, openerOrigin)

const keyReady = loadPopupKey()
let queue = Promise.resolve()
let closeWhenIdle = false

async function reply(requestId: string, sender: string, answer: RpcAnswer, withChains = false) {
  const key = await keyReady
  const secret = await deriveSecret(key.privateKey, await importPublicKey(sender))
  const encrypted = await encryptJson({ result: answer, ...(withChains ? { data: chainsData } : {}) }, secret)
  post({
    id: crypto.randomUUID(),
    requestId,
    sender: key.publicHex,
    content: { encrypted },
    timestamp: new Date(),
  })
}

async function refuse(requestId: string, code: number, message: string) {
  const key = await keyReady
  post({
    id: crypto.randomUUID(),
    requestId,
    sender: key.publicHex,
    content: { failure: { code, message } },
    timestamp: new Date(),
  })
}

async function handle(message: PopupInbound) {
  switch (message.kind) {
    case 'config':
      showApp(message.appName, openerOrigin)
      return
    case 'selectSignerType':
      post({ requestId: message.id, data: 'scw' })
      return
    case 'handshake': {
      if (message.method !== 'eth_requestAccounts')
        return refuse(message.id, 4200, `The stand-in does not support ${message.method}`)
      const approved = await askApproval(
        'Connect',
        'Connect to this site?',
        `${openerOrigin}\n${account.address}`,
      )
      if (approved) rememberPeer(message.sender, openerOrigin)
      await reply(
        message.id,
        message.sender,
        approved
          ? { value: [account.address] }
          : { error: { code: 4001, message: 'User rejected the request.' } },
        approved,
      )
      closeWhenIdle = true
      return
    }
    case 'encrypted': {
      if (connectedOrigin(message.sender) !== openerOrigin)
        return refuse(message.id, 4100, 'Not connected: request accounts first')
      const key = await keyReady
      const secret = await deriveSecret(key.privateKey, await importPublicKey(message.sender))
      let action: { method?: unknown; params?: unknown } | undefined
      let chainId = 0
      try {
        const content = (await decryptJson(message.encrypted, secret)) as {
          action?: typeof action
          chainId?: unknown
        }
        action = content.action
        chainId = Number(content.chainId)
      } catch {
        return refuse(message.id, -32602, 'Could not decrypt the request')
      }
      if (typeof action?.method !== 'string') return refuse(message.id, -32602, 'Request without a method')
      const answer = await answerRequest(action.method, action.params, chainId, context)
      await reply(message.id, message.sender, answer, action.method === 'wallet_switchEthereumChain')
      closeWhenIdle = true
    }
  }
}

window.addEventListener('message', (event) => {
  if (!opener || event.source !== opener || event.origin !== openerOrigin) return
  const read = readPopupMessage(event.data, popupId)
  if (!read.ok) return void console.warn('[coinbase stand-in] refused:', read.reason)
  // One question on screen at a time; the keys popup closes itself once it answered.
  queue = queue
    .then(() => handle(read.message))
    .catch((error: unknown) => console.error('[coinbase stand-in]', error))
    .then(() => {
      if (closeWhenIdle) window.close()
    })
})

// Closing the popup (or its navigating away) tells the SDK, which rejects what still waits. On
// beforeunload: Chromium drops what a closing window posts to its opener from pagehide or unload.
window.addEventListener('beforeunload', () => post({ event: 'PopupUnload' }))

if (!opener || !openerOrigin) showStatus('Open this page from a dApp (the Coinbase Wallet SDK opens it).')
else {
  showStatus('Waiting for the dApp…')
  post({ event: 'PopupLoaded', id: popupId })
}
