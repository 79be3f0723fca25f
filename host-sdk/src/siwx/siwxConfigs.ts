import type { SiwxCall, SiwxSession } from '@airlock/shared-protocol/host'
import { SIWX_SESSIONS_KEY } from '@airlock/shared-protocol/host'
import { readModalStorage } from '../state/hostStorage.js'
import type { AirlockSiwxHook } from './siwxHook.js'

// The methods the modal may call on each kind of config (shared-protocol's siwxMethods, siweMethods).
const SIWX = /^(createMessage|addSession|revokeSession|setSessions|getSessions)$/
const SIWE = /^(getNonce|getMessageParams|createMessage|verifyMessage|getSession|signOut)$/

/** AppKit's SIWXConfig: the app's own message and session handling, in this page. */
export interface SIWXConfig {
  createMessage(input: Record<string, unknown>): Promise<{ toString(): string } & Record<string, unknown>>
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: string, address: string): Promise<void>
  setSessions(sessions: SiwxSession[]): Promise<void>
  getSessions(chainId: string, address: string): Promise<SiwxSession[]>
  getRequired?: () => boolean
  signOutOnDisconnect?: boolean
}

/** AppKit's SIWE config of older apps (`siweConfig`): adapted to SIWX by the modal. */
export interface SIWEConfig {
  getNonce(address?: string): Promise<string>
  createMessage(args: Record<string, unknown>): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
  getMessageParams?: () => Promise<Record<string, unknown>>
  required?: boolean
  signOutOnDisconnect?: boolean
}

/** Runs one named method of `config` and answers plain data (its functions cannot cross). */
function caller(config: object, allowed: RegExp, messageText: boolean): AirlockSiwxHook['call'] {
  return async ({ method, args }: SiwxCall) => {
    const run = (config as Record<string, unknown>)[method]
    if (!allowed.test(method) || typeof run !== 'function') throw new Error('SIWX is not enabled')
    const result = await run.apply(config, Array.isArray(args) ? args : [])
    const plain = result === undefined ? null : JSON.parse(JSON.stringify(result))
    return messageText && method === 'createMessage' ? { data: plain, message: String(result) } : plain
  }
}

/**
 * An app's own SIWX config (AppKit's `createSIWXConfig`): the modal calls its functions here to make
 * the message and to keep sessions; Airlock verifies each signature before `addSession`.
 */
export function createSIWXConfig<T extends SIWXConfig>(config: T): T & { airlock: AirlockSiwxHook } {
  return Object.assign(config, {
    airlock: {
      describe: () => ({
        mode: 'custom' as const,
        required: config.getRequired?.() === true,
        signOutOnDisconnect: config.signOutOnDisconnect ?? false,
      }),
      call: caller(config, SIWX, true),
    },
  })
}

/** An older app's SIWE config (AppKit's `createSIWEConfig`), kept working through SIWX. */
export function createSIWEConfig<T extends SIWEConfig>(config: T): T & { airlock: AirlockSiwxHook } {
  return Object.assign(config, {
    airlock: {
      describe: () => ({
        mode: 'siwe' as const,
        required: config.required === true,
        signOutOnDisconnect: config.signOutOnDisconnect ?? false,
      }),
      call: caller(config, SIWE, false),
    },
  })
}

export interface DefaultSIWXOptions {
  /** The message's statement. Default: 'Please sign with your account'. */
  statement?: string
  /** How long a session lasts, in ms. Default: 7 days. */
  expiresIn?: number
  /** A visitor who declines to sign is disconnected (close is disabled until they sign). Default: false. */
  required?: boolean
  /** Disconnecting ends the account's sessions. Default: true. */
  signOutOnDisconnect?: boolean
  /** Where sessions live: this page's storage (default), or the cloud's `/v1/sessions` as well. */
  sessions?: 'local' | 'cloud'
  /** ms after signing before a session is valid (EIP-4361 `Not Before`). */
  notBefore?: number
  /** EIP-4361 `Request ID` and `Resources`, written into every message. */
  requestId?: string
  resources?: string[]
  /**
   * Each message's nonce, from the app's server (AppKit's InformalMessenger `getNonce`): a server that
   * accepts only the nonces it issued, once, cannot be handed a message signed for another occasion.
   * Without it the modal makes the nonce, and the server can only refuse one it saw before.
   */
  getNonce?: (input: { accountAddress: string; chainId: string }) => Promise<string>
}

/**
 * Airlock's own Sign In With X, needing no code of the app's: the modal writes the EIP-4361 message
 * (viem's siwe utilities), has the wallet sign it, verifies the signature (EOA, EIP-1271, EIP-6492)
 * and keeps the session in this page's storage. The app's server checks a session as any SIWE one.
 *
 * @example
 * const siwx = new DefaultSIWX({ required: true })
 * createAppKit({ projectId, networks, siwx })
 * const [session] = await siwx.getSessions('eip155:1', address)
 */
export class DefaultSIWX {
  readonly options: DefaultSIWXOptions
  readonly airlock: AirlockSiwxHook

  constructor(options: DefaultSIWXOptions = {}) {
    this.options = options
    const { required = false, signOutOnDisconnect = true, getNonce, ...message } = options
    this.airlock = {
      // The rest (statement, expiresIn, notBefore, requestId, resources, sessions) is checked by the modal.
      describe: () => ({
        mode: 'default',
        required,
        signOutOnDisconnect,
        ...message,
        ...(getNonce ? { appNonce: true } : {}),
      }),
      // The modal does all else itself (it keeps the sessions in this page's storage): it may only ask
      // for the app's nonce.
      call: caller({ getNonce }, /^getNonce$/, false),
    }
  }

  getRequired(): boolean {
    return this.options.required === true
  }

  /** The live sessions of an account on a chain (CAIP-2 `chainId`), as the modal stored them. */
  async getSessions(chainId: string, address: string): Promise<SiwxSession[]> {
    let all: unknown
    try {
      all = JSON.parse(readModalStorage()[SIWX_SESSIONS_KEY] ?? '[]')
    } catch {
      return []
    }
    const now = Date.now()
    return (Array.isArray(all) ? (all as SiwxSession[]) : []).filter(
      ({ data }) =>
        data?.chainId === chainId &&
        data.accountAddress?.toLowerCase() === address.toLowerCase() &&
        !(Date.parse(data.expirationTime ?? '') <= now),
    )
  }
}
