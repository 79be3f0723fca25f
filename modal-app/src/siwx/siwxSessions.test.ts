import { SIWX_SESSIONS_KEY, type SiwxSession } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initPersistence, rawEntries } from '../lib/persistence.js'
import { appStore, initialState } from '../stores/appStore.js'
import { addSession, getSessions, revokeSessions } from './siwxSessions.js'

const address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const cloudId = 'A'.repeat(43)
const cloudSecret = 'S'.repeat(43)
const session = (chainId = 'eip155:31337'): SiwxSession => ({
  data: {
    accountAddress: address,
    chainId,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh1234',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 60_000).toISOString(),
  },
  message: 'app.example wants you to sign in',
  signature: `0x${'ab'.repeat(65)}`,
})

let answers: (() => Response)[] = []
const fetchMock = vi.fn(async (_input: string | URL | Request, _init?: RequestInit) =>
  (answers.shift() ?? (() => new Response('{}', { status: 500 })))(),
)

function useOptions(sessions: 'local' | 'cloud') {
  appStore.setState({
    ...initialState(),
    options: {
      projectId: 'p1',
      siwx: { mode: 'default', required: false, signOutOnDisconnect: true, sessions },
    } as never,
  })
}

beforeEach(() => {
  answers = []
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  initPersistence({}, () => undefined)
})
afterEach(() => vi.unstubAllGlobals())

describe('default SIWX sessions', () => {
  it('keeps a session in the page per account and chain, and signs it out', async () => {
    useOptions('local')
    await addSession(session())
    expect(await getSessions('eip155:31337', address.toLowerCase())).toHaveLength(1)
    expect(await getSessions('eip155:1', address)).toEqual([])
    await revokeSessions('eip155:31337', address)
    expect(await getSessions('eip155:31337', address)).toEqual([])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("with sessions: 'cloud' keeps the cloud's id and secret beside the session", async () => {
    useOptions('cloud')
    answers = [() => Response.json({ id: cloudId, secret: cloudSecret })]
    await addSession(session())
    const [call] = fetchMock.mock.calls
    expect(String(call?.[0])).toMatch(/\/v1\/sessions\?projectId=p1$/)
    expect(JSON.parse(rawEntries.get(SIWX_SESSIONS_KEY) ?? '[]')[0]).toMatchObject({ cloudId, cloudSecret })
  })

  it('keeps nothing when the cloud answers no secret', async () => {
    useOptions('cloud')
    answers = [() => Response.json({ id: cloudId })]
    await expect(addSession(session())).rejects.toThrow()
    expect(rawEntries.get(SIWX_SESSIONS_KEY)).toBeUndefined()
  })

  it('keeps nothing when the cloud refuses the session', async () => {
    useOptions('cloud')
    answers = [() => Response.json({ message: 'Nonce already used' }, { status: 409 })]
    await expect(addSession(session())).rejects.toThrow('Nonce already used')
    expect(rawEntries.get(SIWX_SESSIONS_KEY)).toBeUndefined()
  })

  it('drops a session the cloud no longer has (revoked), and keeps it when the cloud does not answer', async () => {
    useOptions('cloud')
    answers = [() => Response.json({ id: cloudId, secret: cloudSecret })]
    await addSession(session())
    answers = [
      () => {
        throw new TypeError('Failed to fetch')
      },
    ]
    expect(await getSessions('eip155:31337', address)).toHaveLength(1)
    answers = [() => Response.json({ id: cloudId })]
    expect(await getSessions('eip155:31337', address)).toHaveLength(1)
    const [url, init] = fetchMock.mock.calls.at(-1) ?? []
    expect(String(url)).toContain(`/v1/sessions/${cloudId}?projectId=p1`)
    // Read with its secret, in a header (never the URL): the cloud answers no one else.
    expect(init?.headers).toMatchObject({ 'x-airlock-session-secret': cloudSecret })
    expect(String(url)).not.toContain(cloudSecret)
    answers = [() => Response.json({ message: 'Session not found' }, { status: 404 })]
    expect(await getSessions('eip155:31337', address)).toEqual([])
    expect(rawEntries.get(SIWX_SESSIONS_KEY)).toBeUndefined()
  })
})
