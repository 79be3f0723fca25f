import { isDeepStrictEqual } from 'node:util'
import type { ChannelStats, ModalSnapshot } from '@airlock/shared-protocol/host'
import type { Frame, Page } from 'playwright-core'
import { POLLUTION_KEY } from './forgeContext.ts'

export interface ModalDiagnostics {
  stats: ChannelStats
  snapshot: ModalSnapshot
}

export function readDiagnostics(modal: Frame): Promise<ModalDiagnostics> {
  return modal.evaluate(() => {
    const read = (window as unknown as { __airlockDiagnostics?: () => ModalDiagnostics }).__airlockDiagnostics
    if (!read) throw new Error('the modal frame has no __airlockDiagnostics()')
    const diagnostics = read()
    if (!diagnostics.stats) throw new Error('the modal has no channel yet')
    return diagnostics
  })
}

/** Everything a forged message could have changed, as the host page and the modal frame see it. */
export interface ObservedState {
  modalSnapshot: ModalSnapshot
  hostState: unknown
  hostAccount: unknown
  hostNetworkId: unknown
  /** The host page's `@airlock/` localStorage entries: the modal's persisted session. */
  hostStorage: Record<string, string>
  walletRequests: unknown[]
  /** How the host shows the modal frame: hidden is opacity 0 and no pointer events. */
  frameStyle: { opacity: string; pointerEvents: string; inert: boolean }
  hostUrl: string
  modalUrl: string
  /** The markers set on both windows before the attack: gone means the window was reloaded or replaced. */
  hostMarker: unknown
  modalMarker: unknown
  hostPrototypes: string[]
  modalPrototypes: string[]
}

export const MARKER = '__airlockFuzzMarker'

/** Leaves a value on each window that only the same, never-reloaded documents still hold afterwards. */
export async function markWindows(page: Page, modal: Frame, token: string, ...others: Frame[]) {
  for (const frame of [page.mainFrame(), modal, ...others])
    await frame.evaluate(([key, value]) => Object.assign(window, { [key]: value }), [MARKER, token] as const)
}

/** The built-in prototypes' own keys, and whether the pollution key reads through from a plain object. */
export function prototypeKeysIn(pollutionKey: string): string[] {
  const keys: string[] = []
  for (const [name, proto] of [
    ['Object', Object.prototype],
    ['Array', Array.prototype],
    ['Function', Function.prototype],
    ['String', String.prototype],
  ] as const)
    for (const key of Reflect.ownKeys(proto)) keys.push(`${name}.${String(key)}`)
  if (pollutionKey in {}) keys.push(`{}.${pollutionKey}`)
  return keys.sort()
}

export async function observeState(page: Page, modal: Frame): Promise<ObservedState> {
  const { snapshot } = await readDiagnostics(modal)
  const host = await page.evaluate((marker) => {
    const airlock = (
      window as unknown as {
        airlock: { getState(): unknown; getAccount(): unknown; getCaipNetworkId(): unknown }
      }
    ).airlock
    const wallet = (window as unknown as { __testWallet?: { requests: unknown[] } }).__testWallet
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-airlock-frame]')
    const style = frame ? getComputedStyle(frame) : undefined
    const storage: Record<string, string> = {}
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key?.startsWith('@airlock/')) storage[key] = localStorage.getItem(key) ?? ''
    }
    return {
      hostState: airlock.getState(),
      hostAccount: airlock.getAccount(),
      hostNetworkId: airlock.getCaipNetworkId(),
      hostStorage: storage,
      walletRequests: wallet ? wallet.requests.slice() : [],
      frameStyle: {
        opacity: style?.opacity ?? 'no frame',
        pointerEvents: style?.pointerEvents ?? 'no frame',
        inert: frame?.inert ?? false,
      },
      hostUrl: location.href,
      hostMarker: (window as unknown as Record<string, unknown>)[marker],
    }
  }, MARKER)
  const inModal = await modal.evaluate(
    (marker) => ({
      modalUrl: location.href,
      modalMarker: (window as unknown as Record<string, unknown>)[marker],
    }),
    MARKER,
  )
  return {
    modalSnapshot: snapshot,
    ...host,
    ...inModal,
    hostPrototypes: await page.evaluate(prototypeKeysIn, POLLUTION_KEY),
    modalPrototypes: await modal.evaluate(prototypeKeysIn, POLLUTION_KEY),
  }
}

/** One line per observed field that differs: what it was and what it became. */
export function stateChanges<T extends object>(before: T, after: T): string[] {
  const changes: string[] = []
  for (const key of Object.keys(before) as (keyof T)[]) {
    if (!isDeepStrictEqual(before[key], after[key]))
      changes.push(`${String(key)}: ${JSON.stringify(before[key])} -> ${JSON.stringify(after[key])}`)
  }
  return changes
}
