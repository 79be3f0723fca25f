import { HOST_SESSION_KEY } from '@airlock/shared-protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { type AppState, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import { syncHostSession } from './hostSession.js'
import { initPersistence } from './persistence.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let writes: Record<string, string | null>[]
beforeEach(() => {
  writes = []
  initPersistence({}, (changes) => writes.push(changes))
})
const state = (patch: Partial<AppState>): AppState => ({ ...initialState(), ...patch })

describe('syncHostSession', () => {
  it('stores the connected account and chain once, and removes them on disconnect', () => {
    const connected = state({ status: 'connected', address, activeNetwork: testNetwork(), initialized: true })
    syncHostSession(connected)
    syncHostSession(connected)
    syncHostSession(state({ status: 'disconnected', initialized: true }))
    expect(writes).toEqual([
      { [HOST_SESSION_KEY]: JSON.stringify({ address, chainId: 31337 }) },
      { [HOST_SESSION_KEY]: null },
    ])
  })

  it('keeps a stored session while the modal is still restoring it', () => {
    initPersistence({ [HOST_SESSION_KEY]: JSON.stringify({ address, chainId: 31337 }) }, (c) =>
      writes.push(c),
    )
    syncHostSession(state({ status: 'disconnected', initialized: false }))
    syncHostSession(state({ status: 'reconnecting', initialized: false }))
    expect(writes).toEqual([])
  })
})
