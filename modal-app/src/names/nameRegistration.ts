import { isValidRegisterName, MAX_REGISTER_CHAIN_ID_EXCLUSIVE } from '@airlock/shared-protocol'
import {
  profileAccount,
  profileSuggestions,
  registerName as registerNameRoute,
  routePath,
} from '@airlock/shared-protocol/cloud-api'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { loadIdentity, setIdentity } from '../controllers/account.js'
import { goBack, pushView } from '../controllers/navigation.js'
import { requestConnectedWallet } from '../controllers/walletRequests.js'
import { msg } from '../i18n/t.js'
import { cloudFetch } from '../lib/cloudRequest.js'
import { textToHex } from '../lib/format.js'
import { accountStore } from '../stores/accountStore.js'
import { appStore, currentView } from '../stores/appStore.js'

/** Names are registered in this zone: `alice` is `alice.airlock.id`. */
export const NAME_ZONE = 'airlock.id'
const CHECK_DELAY_MS = 300

/**
 * The failures this module says, as the spec words them (shared-protocol's userMessages,
 * internalMessages and formatRegisterNameErrorMessage; a test holds them equal): catalogue sources,
 * shown through `t` by the view.
 */
export const nameErrorTexts = {
  resolving: msg('Error resolving name'),
  suggestions: msg('Error fetching name suggestions'),
  invalidChainId: msg('Invalid chainId'),
  declined: msg('Signature declined'),
  registering: msg('Error registering name {name}'),
} as const

/**
 * A failure to show: one of nameErrorTexts (`source`, with its values), or a text from elsewhere
 * (the cloud's answer, a network error) shown as it came.
 */
export type NameError = { source: string; values?: { name: string } } | { text: string }

const known = new Set<string>([
  nameErrorTexts.resolving,
  nameErrorTexts.suggestions,
  nameErrorTexts.invalidChainId,
])
/** A thrown error as a NameError: this module's own texts are catalogue sources. */
const errorOf = (error: unknown): NameError | undefined => {
  const message = error instanceof Error ? error.message : ''
  if (!message) return undefined
  return known.has(message) ? { source: message } : { text: message }
}

export interface NameState {
  input: string
  /** What is known of `input`: its rule, then whether it is free (debounced). */
  availability: 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown'
  suggestions: { name: string; registered: boolean }[]
  /** The failure of the last registration or check ('Error registering name …', the cloud's text). */
  error: NameError | undefined
  registering: boolean
}

export const nameStore = createStore<NameState>(() => ({
  input: '',
  availability: 'empty',
  suggestions: [],
  error: undefined,
  registering: false,
}))
export const useNames = <T>(selector: (state: NameState) => T): T => useStore(nameStore, selector)

export const fullName = (name: string) => `${name.toLowerCase()}.${NAME_ZONE}`

let checking = 0
let timer: ReturnType<typeof setTimeout> | undefined

/** The name field: the rule at once, then (after a pause in typing) whether it is free, and suggestions. */
export function typeName(input: string) {
  const name = input.trim()
  clearTimeout(timer)
  const run = ++checking
  if (!name) return nameStore.setState({ input, availability: 'empty', suggestions: [], error: undefined })
  if (!isValidRegisterName(name))
    return nameStore.setState({ input, availability: 'invalid', suggestions: [], error: undefined })
  nameStore.setState({ input, availability: 'checking', error: undefined })
  timer = setTimeout(() => void check(name, run), CHECK_DELAY_MS)
}

async function check(name: string, run: number) {
  try {
    const [profile, suggested] = await Promise.all([
      cloudFetch(routePath(profileAccount, { name: fullName(name) }), { query: { apiVersion: '2' } }),
      cloudFetch(routePath(profileSuggestions, { name: name.toLowerCase() }), {
        query: { zone: NAME_ZONE },
      }),
    ])
    if (run !== checking) return
    if (profile.status !== 200 && profile.status !== 404) throw new Error(nameErrorTexts.resolving)
    const parsed = suggested.ok ? profileSuggestions.response.safeParse(await suggested.json()) : undefined
    nameStore.setState({
      availability: profile.status === 404 ? 'available' : 'taken',
      suggestions: parsed?.success ? parsed.data.suggestions.filter((s) => !s.registered).slice(0, 4) : [],
      error: parsed?.success === false || !suggested.ok ? { source: nameErrorTexts.suggestions } : undefined,
    })
  } catch (error) {
    if (run === checking) nameStore.setState({ availability: 'unknown', error: errorOf(error) })
  }
}

/** ENSIP-11: Ethereum's 60, any other EVM chain 0x80000000 | chainId (below 2^31: 'Invalid chainId'). */
export function coinType(chainId: number): number {
  // validateRegisterChainId's rule and text, without its error class (and the error hierarchy) in the
  // boot chunk, where shared-protocol's modules go (vite.config.ts).
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= MAX_REGISTER_CHAIN_ID_EXCLUSIVE)
    throw new Error(nameErrorTexts.invalidChainId)
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}

/**
 * Spec section 4's name registration: push the success view, sign the message, post the
 * registration, set the profile name; on any failure, back to RegisterAccountName with the error.
 */
export async function registerName(input: string) {
  const { address, activeNetwork, connectorId } = appStore.getState()
  const name = input.trim()
  if (!address || !connectorId || !activeNetwork || !isValidRegisterName(name)) return
  const full = fullName(name)
  nameStore.setState({ registering: true, error: undefined })
  pushView('RegisterAccountNameSuccess')
  const couldNot: NameError = { source: nameErrorTexts.registering, values: { name: full } }
  const failed = (error: NameError) => {
    nameStore.setState({ registering: false, error })
    if (currentView(appStore.getState()) === 'RegisterAccountNameSuccess') goBack()
  }
  try {
    const coin_type = coinType(Number(activeNetwork.id))
    const message = JSON.stringify({ name: full, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signed = await requestConnectedWallet(connectorId, 'personal_sign', [textToHex(message), address])
    if (!signed.ok || typeof signed.result !== 'string') return failed({ source: nameErrorTexts.declined })
    const answer = await cloudFetch(registerNameRoute.path, {
      body: { coin_type, address, message, signature: signed.result },
    })
    if (!answer.ok) {
      const body = (await answer.json().catch(() => ({}))) as { message?: unknown }
      return failed(typeof body.message === 'string' ? { text: body.message } : couldNot)
    }
  } catch (error) {
    return failed(errorOf(error) ?? couldNot)
  }
  // The profile name: the identity is read again (the cloud now answers the new name).
  setIdentity({ name: full, avatar: accountStore.getState().identity?.avatar ?? null })
  void loadIdentity({ fresh: true })
  nameStore.setState({ registering: false, input: '', availability: 'empty', suggestions: [] })
}
