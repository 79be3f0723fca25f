import { randomBytes } from 'node:crypto'
import { open, seal } from './keyVault.js'

/**
 * What wraps each user's data key (envelope encryption): the service asks it to wrap a fresh data
 * key and to unwrap a stored one, and never holds it in the database. The configured master key is
 * the default; a KMS (Vault's Transit engine) keeps the key out of the service's memory altogether.
 * `context` names the row the data key belongs to: a wrapped key copied onto another row does not open.
 */
export interface KeyEncryptionKey {
  /** For errors and logs: `configured master key`, `vault transit key airlock-wallet`. */
  readonly name: string
  wrap(dataKey: Uint8Array, context: string): Promise<Buffer>
  /** Throws KeyMismatchError when another key (or another row) wrapped it: never a wrong key. */
  unwrap(wrapped: Uint8Array, context: string): Promise<Buffer>
  /** The configured key itself (the service's other secrets are derived from it); absent for a KMS. */
  readonly localKey?: Uint8Array
}

/** A wrapped data key another key-encryption key made, or made for another row. */
export class KeyMismatchError extends Error {
  constructor(kek: string, detail?: string) {
    super(`The data key was not wrapped by the ${kek} (or not for this row)${detail ? `: ${detail}` : ''}`)
    this.name = 'KeyMismatchError'
  }
}

/**
 * The KMS did not answer (unreachable, too slow, sealed, failing): the request is refused with 503
 * and may be tried again; nothing is signed, and no other key stands in.
 */
export class KeyServiceUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'KeyServiceUnavailableError'
  }
}

/** The default: the master key from configuration, AES-256-GCM with the row's context authenticated. */
export function configuredKeyEncryptionKey(masterKey: Uint8Array): KeyEncryptionKey {
  if (masterKey.length !== 32) throw new Error('The wallet master key must be 32 bytes')
  const name = 'configured master key'
  return {
    name,
    localKey: masterKey,
    wrap: async (dataKey, context) => seal(masterKey, dataKey, context),
    async unwrap(wrapped, context) {
      try {
        return open(masterKey, wrapped, context)
      } catch {
        throw new KeyMismatchError(name)
      }
    },
  }
}

export interface VaultTransitOptions {
  /** Vault's address, e.g. `https://vault.internal:8200`. */
  url: string
  /** Sent as `X-Vault-Token`: a token whose policy allows update on `<mount>/encrypt/<key>` and `<mount>/decrypt/<key>`. */
  token: string
  /** The Transit key's name. */
  key: string
  /** Where the Transit engine is mounted (`transit` by default). */
  mount?: string
  timeoutMs?: number
}

/**
 * HashiCorp Vault's Transit engine as the key-encryption key (`POST /v1/<mount>/encrypt/<key>` and
 * `/decrypt/<key>`): the key never leaves Vault, which can rotate, audit and revoke it. The row's
 * context travels inside the plaintext and is checked on the way back, whatever Vault's key type.
 */
export function vaultTransitKeyEncryptionKey({
  url,
  token,
  key,
  mount = 'transit',
  timeoutMs = 10_000,
}: VaultTransitOptions): KeyEncryptionKey {
  const name = `vault transit key ${key}`
  const endpoint = (operation: 'encrypt' | 'decrypt') =>
    `${url.replace(/\/$/, '')}/v1/${mount}/${operation}/${encodeURIComponent(key)}`
  async function call(operation: 'encrypt' | 'decrypt', body: Record<string, string>) {
    let response: Response
    try {
      response = await fetch(endpoint(operation), {
        method: 'POST',
        headers: { 'x-vault-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new KeyServiceUnavailableError(`Vault (${name}) did not answer: ${(error as Error).message}`)
    }
    const answer = (await response.json().catch(() => ({}))) as {
      data?: { ciphertext?: string; plaintext?: string }
      errors?: string[]
    }
    if (response.ok) return answer.data ?? {}
    const said = answer.errors?.join('; ') ?? `HTTP ${response.status}`
    // A ciphertext of another key (or none of Vault's) is the caller's mismatch, not Vault's failure.
    if (operation === 'decrypt' && response.status === 400)
      throw new KeyMismatchError(name, `Vault said ${said}`)
    // Sealed, in standby or failing: Vault's state, which passes; a refused token or policy does not.
    if (response.status >= 500)
      throw new KeyServiceUnavailableError(`Vault (${name}) could not ${operation}: ${said}`)
    throw new Error(`Vault (${name}) refused to ${operation}: ${said}`)
  }
  const withContext = (context: string, dataKey: Uint8Array) =>
    Buffer.concat([Buffer.from(context), Buffer.from([0]), dataKey])
  return {
    name,
    async wrap(dataKey, context) {
      const { ciphertext } = await call('encrypt', {
        plaintext: withContext(context, dataKey).toString('base64'),
      })
      if (!ciphertext?.startsWith('vault:')) throw new Error(`Vault (${name}) answered no ciphertext`)
      return Buffer.from(ciphertext)
    },
    async unwrap(wrapped, context) {
      const ciphertext = Buffer.from(wrapped).toString()
      if (!/^vault:v\d+:[A-Za-z0-9+/=]+$/.test(ciphertext))
        throw new KeyMismatchError(name, 'not a Vault ciphertext')
      const { plaintext = '' } = await call('decrypt', { ciphertext })
      const opened = Buffer.from(plaintext, 'base64')
      const prefix = withContext(context, Buffer.alloc(0))
      if (!opened.subarray(0, prefix.length).equals(prefix)) throw new KeyMismatchError(name)
      return opened.subarray(prefix.length)
    },
  }
}

const checkContext = 'airlock-master-key-check:v1'

/** A blob only this key-encryption key opens: stored once, it tells a wrong key at start, not at the first signature. */
export const keyCheckOf = (kek: KeyEncryptionKey) => kek.wrap(Buffer.from(checkContext), checkContext)

export async function isKeyOf(kek: KeyEncryptionKey, check: Uint8Array): Promise<boolean> {
  try {
    return (await kek.unwrap(check, checkContext)).toString() === checkContext
  } catch (error) {
    if (error instanceof KeyMismatchError) return false
    throw error
  }
}

/** 32 random bytes to wrap: the secret the service derives its other keys from when the KEK is a KMS. */
export const newSecret = () => randomBytes(32)
