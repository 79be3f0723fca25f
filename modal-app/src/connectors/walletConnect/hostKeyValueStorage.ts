import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { rawEntries } from '../../lib/persistence.js'
import { isSealed, seal, unseal } from '../../lib/sealedEntries.js'

/** The names of WalletConnect's entries among the modal's persisted ones. */
export const WALLETCONNECT_PREFIX = '@airlock/wc/'

/** The modal's persisted entries as `rawEntries` gives them: on the main thread itself, or a worker's copy. */
export type EntryStore = Pick<typeof rawEntries, 'keys' | 'get' | 'set'>

/**
 * The WalletConnect core's storage (its keychain holds pairing keys, the relay identity seed and
 * session keys), kept with the rest of the modal's session in the host page, since a third-party
 * iframe gets no storage of its own. The host page holds only ciphertext: every value is sealed with
 * the modal's wrapping key, which the host cannot read. Reads come from the plaintext copy in memory.
 */
export class HostKeyValueStorage implements IKeyValueStorage {
  private readonly plain = new Map<string, string>()
  private writes: Promise<void> = Promise.resolve()

  private constructor(
    private readonly key: CryptoKey,
    private readonly entries: EntryStore,
  ) {}

  /**
   * Opens what is stored: sealed values under this key are read; values sealed under a lost key
   * are dropped; plaintext left by an older version is sealed now, so an upgrade keeps its sessions.
   */
  static async open(key: CryptoKey, entries: EntryStore): Promise<HostKeyValueStorage> {
    const storage = new HostKeyValueStorage(key, entries)
    for (const name of entries.keys(WALLETCONNECT_PREFIX)) {
      const stored = entries.get(name) as string
      const plain = isSealed(stored) ? await unseal(key, name, stored) : stored
      if (plain === undefined) entries.set({ [name]: null })
      else {
        storage.plain.set(name.slice(WALLETCONNECT_PREFIX.length), plain)
        if (!isSealed(stored)) void storage.write(name.slice(WALLETCONNECT_PREFIX.length), plain)
      }
    }
    await storage.writes
    return storage
  }

  /** Writes in call order: a removal never overtakes an earlier write still being sealed. */
  private write(key: string, plain: string | null): Promise<void> {
    const name = WALLETCONNECT_PREFIX + key
    this.writes = this.writes
      .then(async () =>
        this.entries.set({ [name]: plain === null ? null : await seal(this.key, name, plain) }),
      )
      .catch((error: unknown) => console.error('[Airlock] could not store a WalletConnect entry', error))
    return this.writes
  }

  /** Resolves once every write so far has reached the host (tests, and before a reload). */
  settled(): Promise<void> {
    return this.writes
  }

  async getKeys(): Promise<string[]> {
    return [...this.plain.keys()]
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.plain].map(([key, raw]) => [key, JSON.parse(raw) as T])
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const raw = this.plain.get(key)
    return raw === undefined ? undefined : (JSON.parse(raw) as T)
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    const raw = JSON.stringify(value)
    this.plain.set(key, raw)
    // Not awaited: the core writes dozens of entries while it pairs, and reads come from memory.
    void this.write(key, raw)
  }
  async removeItem(key: string): Promise<void> {
    this.plain.delete(key)
    void this.write(key, null)
  }
}
