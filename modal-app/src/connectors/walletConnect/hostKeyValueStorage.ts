import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import { rawEntries } from '../../lib/persistence.js'

const PREFIX = '@airlock/wc/'

/**
 * The WalletConnect core's storage, kept with the rest of the modal's session in the host page:
 * IndexedDB and localStorage are blocked in a third-party iframe.
 */
export class HostKeyValueStorage implements IKeyValueStorage {
  async getKeys(): Promise<string[]> {
    return rawEntries.keys(PREFIX).map((key) => key.slice(PREFIX.length))
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    const keys = await this.getKeys()
    return keys.map((key) => [key, JSON.parse(rawEntries.get(PREFIX + key) ?? 'null') as T])
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const raw = rawEntries.get(PREFIX + key)
    return raw === undefined ? undefined : (JSON.parse(raw) as T)
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    rawEntries.set({ [PREFIX + key]: JSON.stringify(value) })
  }
  async removeItem(key: string): Promise<void> {
    rawEntries.set({ [PREFIX + key]: null })
  }
}
