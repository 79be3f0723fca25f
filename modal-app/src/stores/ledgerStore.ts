import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/** One line the Ledger's screen shows (connectors/ledger/devicePrompts.ts's LedgerScreen). */
export interface LedgerPromptScreen {
  label: string
  value: string
}

export interface LedgerState {
  /** The request waiting on the device, as ApproveTransaction shows it beside "Confirm on your Ledger". */
  prompt: { title: string; summary: string; screens: LedgerPromptScreen[] } | undefined
}

/** Only the Ledger connector and its views read this store: it loads with them, never at boot. */
export const ledgerStore = createStore<LedgerState>(() => ({ prompt: undefined }))

export const useLedgerPrompt = () => useStore(ledgerStore, (s) => s.prompt)
