import { useStore } from 'zustand'
import { type AppState, appStore } from './appStore.js'

export function useApp<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector)
}
