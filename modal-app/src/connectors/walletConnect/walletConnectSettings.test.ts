import { parseUri } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { createPairingUri } from './pairingUri.js'
import { chooseRelay, readWalletConnectDeployment } from './walletConnectSettings.js'

const REOWN_ID = '0123456789abcdef0123456789abcdef'
const context = {
  projectId: 'airlock-project',
  cloudUrl: 'http://127.0.0.1:8787',
  hostOrigin: 'http://app.localhost:5173',
}

function page(tags: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('')
  for (const [name, content] of Object.entries(tags)) {
    const meta = doc.createElement('meta')
    meta.name = name
    meta.content = content
    doc.head.append(meta)
  }
  return doc
}

describe('readWalletConnectDeployment', () => {
  it('reads the project id and the relay the modal server filled in', () => {
    const doc = page({
      'airlock-walletconnect-project-id': REOWN_ID,
      'airlock-walletconnect-relay-url': 'wss://relay.example.com/',
    })
    expect(readWalletConnectDeployment(doc)).toEqual({
      reownProjectId: REOWN_ID,
      relayUrl: 'wss://relay.example.com',
    })
  })

  it('counts placeholders the server left, and malformed values, as unset', () => {
    const unfilled = page({
      'airlock-walletconnect-project-id': '__AIRLOCK_WALLETCONNECT_PROJECT_ID__',
      'airlock-walletconnect-relay-url': '__AIRLOCK_WALLETCONNECT_RELAY_URL__',
    })
    expect(readWalletConnectDeployment(unfilled)).toEqual({ reownProjectId: '', relayUrl: '' })
    const malformed = page({
      'airlock-walletconnect-project-id': 'not-a-project',
      'airlock-walletconnect-relay-url': 'https://relay.example.com',
    })
    expect(readWalletConnectDeployment(malformed)).toEqual({ reownProjectId: '', relayUrl: '' })
    const query = page({ 'airlock-walletconnect-relay-url': 'wss://relay.example.com/?projectId=x' })
    expect(readWalletConnectDeployment(query).relayUrl).toBe('')
    expect(readWalletConnectDeployment(page({}))).toEqual({ reownProjectId: '', relayUrl: '' })
  })
})

describe('chooseRelay', () => {
  it('a Reown project id and no relay: the WalletConnect network, the SDK default relay, Verify on', () => {
    expect(chooseRelay({ reownProjectId: REOWN_ID, relayUrl: '' }, context)).toEqual({
      projectId: REOWN_ID,
      relayUrl: undefined,
      verify: true,
    })
  })

  it('a self-hosted relay: that relay with the embedding page, the Airlock project, Verify off', () => {
    const relay = { reownProjectId: REOWN_ID, relayUrl: 'wss://relay.example.com' }
    expect(chooseRelay(relay, context)).toEqual({
      projectId: 'airlock-project',
      relayUrl: 'wss://relay.example.com/?hostOrigin=http%3A%2F%2Fapp.localhost%3A5173',
      verify: false,
    })
    expect(chooseRelay({ ...relay, reownProjectId: '' }, context).relayUrl).toBe(
      'wss://relay.example.com/?hostOrigin=http%3A%2F%2Fapp.localhost%3A5173',
    )
  })

  it('no project id and no relay (npm start, the tests): the cloud’s own relay, Verify off', () => {
    expect(chooseRelay({ reownProjectId: '', relayUrl: '' }, context)).toEqual({
      projectId: 'airlock-project',
      relayUrl: 'ws://127.0.0.1:8787/?hostOrigin=http%3A%2F%2Fapp.localhost%3A5173',
      verify: false,
    })
    expect(
      chooseRelay({ reownProjectId: '', relayUrl: '' }, { ...context, cloudUrl: 'https://cloud.example' }),
    ).toMatchObject({ relayUrl: 'wss://cloud.example/?hostOrigin=http%3A%2F%2Fapp.localhost%3A5173' })
  })

  it('the pairing URI names the irn relay protocol and no relay URL, whichever relay is chosen', async () => {
    // A wallet reaches the pairing on the relay it is configured for: the URI never carries one.
    const uri = await createPairingUri()
    expect(parseUri(uri).relay).toEqual({ protocol: 'irn' })
    expect(uri).toContain('relay-protocol=irn')
    expect(uri).not.toMatch(/relay-data|relay-url|relayUrl|wss?:/)
  })
})
